// Every built page's main text is in the language its `<html lang>` says (issue 27, "Done when" 1): a help article
// left in English under pl-PL, or a bundle text copied from another language, fails here with the page named. The
// check reads the built files (no browser) with tools/pageLanguage, and prints the figure per language.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { judgePageLanguage, type PageLanguageVerdict } from '../../tools/pageLanguage/judgePageLanguage.ts'
import { formatLanguageTable, languageRows } from '../../tools/pageLanguage/languageTable.ts'
import { mainText } from '../../tools/pageLanguage/mainText.ts'

const site = join(process.env.SITE_DIST ?? 'dist', 'client')

/** The company's brand names (site.json and the markets that trade under another), the same in every language. */
const brandNames = [
  JSON.parse(readFileSync('site.json', 'utf8')).brandName as string,
  ...readdirSync('markets')
    .filter((name) => name.endsWith('.json'))
    .map((name) => (JSON.parse(readFileSync(join('markets', name), 'utf8')) as { brandName?: string }).brandName)
    .filter((name): name is string => typeof name === 'string'),
]

function pagesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'web-apps' ? [] : pagesUnder(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

test('no built page has main text in another language than its lang (figure per language)', () => {
  const started = performance.now()
  const pages = pagesUnder(site)
  expect(pages.length).toBeGreaterThan(1000)
  const verdicts: PageLanguageVerdict[] = []
  const wrong: string[] = []
  for (const page of pages) {
    const verdict = judgePageLanguage(mainText(readFileSync(page, 'utf8')), brandNames)
    verdicts.push(verdict)
    if (verdict.status === 'mismatched') wrong.push(`${page.slice(site.length)}: lang ${verdict.language}, text reads ${verdict.detected}`)
    if (verdict.status === 'unknown-language')
      wrong.push(`${page.slice(site.length)}: lang "${verdict.language}" is none of the site's languages`)
  }
  const rows = languageRows(verdicts)
  console.log(`${formatLanguageTable(rows)}\n${pages.length} pages in ${Math.round(performance.now() - started)} ms`)
  expect(rows.length).toBeGreaterThanOrEqual(20)
  expect(wrong).toEqual([])
})
