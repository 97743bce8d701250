// Protects the generated PageId type: it lists every page document's id, marks the generated ones, and survives a page that does not parse.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listPageIds, pageIdsText } from './pageIds.ts'

let root: string | undefined
function siteWithPages(pages: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'page-ids-'))
  mkdirSync(join(root, 'pages'))
  for (const [name, text] of Object.entries(pages)) writeFileSync(join(root, 'pages', name), text)
  return root
}
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = undefined
})

describe('listPageIds', () => {
  it('reads each page id, marks pages generated from a route source, and falls back to the file name of a page that does not parse', () => {
    const site = siteWithPages({
      'start.json': '{ "id": "start" }',
      'branch.json': '{ "id": "branch", "generate": { "from": "branches" } }',
      'broken.json': '{ "id": ',
      'notes.txt': 'not a page',
    })
    expect(listPageIds(site)).toEqual([
      { id: 'branch', generated: true },
      { id: 'broken', generated: false },
      { id: 'start', generated: false },
    ])
  })
})

describe('pageIdsText', () => {
  it('changes when a page is added, so the freshness test fails until `npm run gen` runs', () => {
    const before = pageIdsText(siteWithPages({ 'start.json': '{ "id": "start" }' }))
    writeFileSync(join(root!, 'pages', 'plus.json'), '{ "id": "plus" }')
    const after = pageIdsText(root)
    expect(before).not.toContain("'plus'")
    expect(after).toContain("| 'plus'")
  })

  it('links a single page by its id and a generated page only with an item key', () => {
    const text = pageIdsText(siteWithPages({ 'start.json': '{ "id": "start" }', 'branch.json': '{ "id": "branch", "generate": {} }' }))
    expect(text).toContain("export type GeneratedPageId =\n  | 'branch'")
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected text is TypeScript source with template literal types
    expect(text).toContain('`page:${Exclude<PageId, GeneratedPageId>}` | `page:${GeneratedPageId}/${string}`')
  })
})
