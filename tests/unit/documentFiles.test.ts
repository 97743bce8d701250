// An odd entry among the documents is the author's to fix: a dangling link or a folder named like a document
// stopped validation with "Engine bug" and a stack trace instead of naming the path and what to do.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A copy of the site's documents, changed by `arrange`, validated against the repository's engine. */
function problemsWith(arrange: (root: string) => void): string[] {
  return problemsOf(arrange).map(formatProblem)
}

function problemsOf(arrange: (root: string) => void) {
  const root = mkdtempSync(join(tmpdir(), 'documents-'))
  folders.push(root)
  for (const path of ['site.json', 'markets', 'pages', 'layouts', 'navigation', 'footers', 'domains', 'locales', 'public/images'])
    cpSync(fromRepo(path), join(root, path), { recursive: true })
  arrange(root)
  return validateProject(undefined, { root }).problems
}

describe('entries among the documents that are not plain files', () => {
  it('a dangling symbolic link in pages/ stopped validation with "Engine bug" (ENOENT): an author error naming it', () => {
    expect(problemsWith((root) => symlinkSync('missing.json', join(root, 'pages/old.json')))).toEqual([
      'pages/old.json:1:1  /  is a symbolic link (to missing.json, which does not exist); a document must be a plain file: remove the link, or put the document itself here',
    ])
  })

  it('a page whose file became a dangling link comes first, like a syntax error, with the links to it listed under it', () => {
    const problems = problemsOf((root) => {
      unlinkSync(join(root, 'pages/airport-promotion.json'))
      symlinkSync('gone.json', join(root, 'pages/airport-promotion.json'))
      const market = join(root, 'markets/se.json')
      writeFileSync(market, readFileSync(market, 'utf8').replace('"defaultCurrency": "SEK"', '"defaultCurrency": 5'))
    })
    const [first, ...rest] = problems
    expect(first).toMatchObject({ file: 'pages/airport-promotion.json', rule: 'documentFile' })
    const following = rest.filter((problem) => problem.causedBy)
    expect(following.length).toBeGreaterThan(0)
    expect(following.every((problem) => problem.causedBy?.file === 'pages/airport-promotion.json')).toBe(true)
    expect(rest.filter((problem) => !problem.causedBy).map((problem) => problem.file)).toEqual(['markets/se.json'])
  })

  it('a symbolic link to a document is refused too: what git and the deploy copy is the link, not the document', () => {
    expect(problemsWith((root) => symlinkSync('start.json', join(root, 'pages/home.json')))).toEqual([
      'pages/home.json:1:1  /  is a symbolic link (to start.json); a document must be a plain file: remove the link, or put the document itself here',
    ])
  })

  it('site.json as a dangling link read as "site.json is missing": the link is named', () => {
    expect(
      problemsWith((root) => {
        unlinkSync(join(root, 'site.json'))
        symlinkSync('../elsewhere/site.json', join(root, 'site.json'))
      }),
    ).toEqual([
      'site.json:1:1  /  is a symbolic link (to ../elsewhere/site.json, which does not exist); a document must be a plain file: remove the link, or put the document itself here',
    ])
  })

  it('a folder named x.json in markets/ stopped validation with "Engine bug" (EISDIR): an author error naming it', () => {
    expect(problemsWith((root) => mkdirSync(join(root, 'markets/x.json')))).toEqual([
      'markets/x.json:1:1  /  is a folder; only documents (files ending in .json) belong in markets/: rename the folder or move it out',
    ])
  })

  it('a folder named translations.json in a locale stopped validation with "Engine bug" (EISDIR): an author error naming it', () => {
    expect(
      problemsWith((root) => {
        mkdirSync(join(root, 'locales/xx-XX/translations.json'), { recursive: true })
      }),
    ).toEqual([
      'locales/xx-XX/translations.json:1:1  /  is a folder; only documents (files ending in .json) belong in locales/xx-XX/: rename the folder or move it out',
    ])
  })
})
