// A block that shows its page's item (help-article, branch-details…) placed on a page whose route source cannot feed it
// was reported by the data stage as "the data loader threw"; `npm run validate` now reports it at the block.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routeSourceNames } from '../../engine/node/data/findDataModules.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { pageItemMismatch, routeItemSchemas } from '../../engine/node/validate/routeItemSchemas.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')

/** The pageItem problems of a validation run where `file` reads as `text`. */
function pageItemProblems(file: string, text: string): string[] {
  const { problems } = validateProject((name) => (name === file ? text : read(name)))
  return problems.filter((problem) => problem.rule === 'pageItem').map(formatProblem)
}

/** A page document with one more block, written on a line of its own at the end of "blocks". */
function withBlock(file: string, type: string): string {
  const text = read(file)
  const at = text.lastIndexOf(']')
  return `${text.slice(0, at).trimEnd()},\n    { "id": "added", "type": "${type}", "props": {} }\n  ${text.slice(at)}`
}

describe('a block that reads its page item, on a page that cannot feed it', () => {
  it('help-article on a page that generates nothing is an error at the block, naming the sources that can feed it', () => {
    const fixture = read('tests/fixtures/validation/help-article-on-plain-page.json')
    expect(pageItemProblems('pages/faq.json', fixture)).toEqual([
      'pages/faq.json:16:5  /blocks/1  the help-article block shows its page\'s item (sources/help-articles.item.schema.json), but this page is not generated from data; sources that can feed it: "help-articles", "ride-help-articles" (place it on a page with "generate": { "from": "help-articles" })',
    ])
  }, 60000)

  // page document, block type added to it, the problem expected (undefined: valid).
  const cases: [string, string, string | undefined][] = [
    ['pages/help-article.json', 'help-article', undefined],
    ['pages/ride-help-article.json', 'help-article', undefined],
    ['pages/ride-help-article.json', 'help-feedback', undefined],
    ['pages/fleet-brand.json', 'fleet-models', undefined],
    ['pages/fleet-category.json', 'fleet-models', undefined],
    ['pages/branch.json', 'branch-details', undefined],
    ['pages/branch.json', 'help-article', 'this page is generated from "branches", whose items follow sources/branches.item.schema.json'],
    ['pages/help-search.json', 'help-section', 'this page is generated from "help-search", whose items carry no data'],
    ['pages/help-category.json', 'help-section', 'sources that can feed it: "help-sections", "ride-help-sections"'],
    ['pages/faq.json', 'branch-details', 'this page is not generated from data; sources that can feed it: "branches"'],
    ['pages/fleet.json', 'fleet-models', 'sources that can feed it: "fleet-brands", "fleet-categories"'],
  ]
  it.each(cases)(
    '%s with %s: %s',
    (file, type, expected) => {
      const problems = pageItemProblems(file, withBlock(file, type))
      if (expected === undefined) expect(problems).toEqual([])
      else {
        expect(problems).toHaveLength(1)
        expect(problems[0]).toContain(`the ${type} block shows its page's item`)
        expect(problems[0]).toContain(expected)
      }
    },
    60000,
  )
})

describe('pageItemMismatch', () => {
  const schemas = routeItemSchemas(routeSourceNames())
  it('lets a source that refers to another source’s item schema feed the blocks of that schema', () => {
    expect(schemas.get('ride-help-articles')?.name).toBe('help-articles')
    expect(pageItemMismatch('help-article', ['help-articles'], 'ride-help-articles', schemas)).toBeUndefined()
    expect(pageItemMismatch('help-article', ['help-articles'], undefined, schemas)).toContain('not generated from data')
  })
})
