// The size of a document is limited before it is checked, so an oversized page gets one author error at its place
// in bounded time: a page of 200,000 blocks ran past 120 s, checked block by block for each of 45 markets.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MAX_BLOCKS_PER_LIST, MAX_DOCUMENT_BYTES } from '../../engine/node/load/jsonLimits.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')
const START = read('pages/start.json')

function startPageProblems(text: string): string[] {
  const { problems } = validateProject((file) => (file === 'pages/start.json' ? text : read(file)))
  return problems.filter((problem) => problem.file === 'pages/start.json').map(formatProblem)
}

/** pages/start.json with `count` news banners instead of its first block, each with its own id. */
function startWithBlocks(count: number): string {
  const blocks = Array.from(
    { length: count },
    (_, index) =>
      `{ "id": "news-${index}", "type": "news-banner", "props": { "banner_text": "start.banner.text", "banner_url": "page:airport-promotion" } }`,
  )
  return START.replace('"blocks": [', `"blocks": [\n    ${blocks.join(',\n    ')},`)
}

const tooManyBlocks = (count: number, where: string, advice = 'Split the page into several pages') =>
  `${where} has ${count.toLocaleString('en-US')} blocks; at most ${MAX_BLOCKS_PER_LIST} are allowed in one list. ${advice}`

describe('page size limits', () => {
  it('a page of 200,000 blocks ran past 120 s: one error before anything else is checked (its 28 MB are over the byte limit)', () => {
    const text = startWithBlocks(200_000)
    expect(startPageProblems(text)).toEqual([
      `pages/start.json:1:1  /  this document has ${Buffer.byteLength(text).toLocaleString('en-US')} bytes; at most ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} are allowed. Split a long page into several pages; long texts belong in a translation bundle`,
    ])
  })

  it('a page of 30,000 short blocks (under the byte limit) is refused at its "blocks" before its schema is checked', () => {
    const blocks = Array.from({ length: 30_000 }, (_, index) => `{"id":"b${index}","type":"x"}`).join(',')
    const text = START.replace('"blocks": [', `"blocks": [${blocks},`)
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_DOCUMENT_BYTES)
    expect(startPageProblems(text)).toEqual([`pages/start.json:10:3  /blocks  ${tooManyBlocks(30_006, 'this page')}`])
  })

  it(`a page of ${MAX_BLOCKS_PER_LIST + 1} blocks passed: an error at its "blocks"; ${MAX_BLOCKS_PER_LIST} pass`, () => {
    expect(startPageProblems(startWithBlocks(MAX_BLOCKS_PER_LIST - 5))).toEqual([
      `pages/start.json:10:3  /blocks  ${tooManyBlocks(MAX_BLOCKS_PER_LIST + 1, 'this page')}`,
    ])
    expect(startPageProblems(startWithBlocks(MAX_BLOCKS_PER_LIST - 6))).toEqual([])
  })

  it('an override adding thousands of blocks for one market passed: an error at its "blocks"', () => {
    const added = Array.from({ length: 1000 }, (_, index) => `"extra-${index}": { "type": "news-banner", "props": {} }`)
    const text = START.replace('"overrides": {', `"overrides": {\n    "se": { "blocks": { ${added.join(', ')} } },`)
    expect(startPageProblems(text)).toEqual([
      expect.stringMatching(
        new RegExp(`^pages/start\\.json:\\d+:\\d+ {2}/overrides/se/blocks {2}${tooManyBlocks(1000, 'this override')}$`),
      ),
    ])
  })

  it('a layout whose "after" list held thousands of blocks (added to every page of the layout) passed: an error at "after"', () => {
    const blocks = Array.from({ length: 5000 }, (_, index) => `{ "id": "x-${index}", "type": "news-banner", "props": {} }`)
    const text = read('layouts/ibe.json').replace('"theme": "white",', `"theme": "white",\n  "after": [${blocks.join(', ')}],`)
    const { problems } = validateProject((file) => (file === 'layouts/ibe.json' ? text : read(file)))
    expect(problems.filter((problem) => problem.file === 'layouts/ibe.json').map(formatProblem)).toEqual([
      `layouts/ibe.json:7:3  /after  ${tooManyBlocks(5000, 'this layout list', 'A layout adds them to every page it lays out: keep the content in the pages')}`,
    ])
  })

  it(`a page of more than ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes passed (it is read, parsed and checked 45 times): an error at the top of the file`, () => {
    const filler = `"${'x'.repeat(90_000)}"`
    const text = START.replace('"blocks": [', `"notes": [${Array(12).fill(filler).join(', ')}],\n  "blocks": [`)
    expect(startPageProblems(text)).toEqual([
      `pages/start.json:1:1  /  this document has ${Buffer.byteLength(text).toLocaleString('en-US')} bytes; at most ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} are allowed. Split a long page into several pages; long texts belong in a translation bundle`,
    ])
  })
})
