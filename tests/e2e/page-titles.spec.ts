// Titles and descriptions over the built site (issue 27 §8): no page's <title> over 60 characters, no description
// under 50, and no two indexable pages of one market language with the same title. Reads dist/client's files (no
// browser, about a second); the rules and their reasons are in tools/seo/pageSnippetProblems.ts.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { pageSnippetProblems, readPageSnippet } from '../../tools/seo/pageSnippetProblems.ts'

const site = join(process.env.SITE_DIST ?? 'dist', 'client')

/** Every page at a URL of its own (index.html); the standalone 404.html and 500.html only answer for other paths. */
function pagesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'web-apps' ? [] : pagesUnder(path)
    return entry.name === 'index.html' ? [path] : []
  })
}

test('every built page has a title of at most 60 characters, a description of at least 50, and a title of its own', () => {
  const files = pagesUnder(site)
  expect(files.length).toBeGreaterThan(1000)
  const snippets = files.map((file) => readPageSnippet(file.slice(site.length).replace(/index\.html$/, ''), readFileSync(file, 'utf8')))
  const problems = pageSnippetProblems(snippets)
  expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([])
})
