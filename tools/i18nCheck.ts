/**
 * npm run i18n:check: fails when a key used in code or documents is missing from en-US, or when a bundle
 * has a key en-US lacks; lists the keys other bundles do not translate (they fall back).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { flattenBundle, LAST_FALLBACK_LOCALE } from '../engine/shared/i18n/createI18n.ts'
import { listBundleFiles } from '../engine/node/loadProject.ts'
import { fromRepo } from '../engine/node/repoRoot.ts'

const bundles = new Map(listBundleFiles().map((file) => [file.split('/')[1], flattenBundle(JSON.parse(readFileSync(fromRepo(file), 'utf8')))]))
const english = bundles.get(LAST_FALLBACK_LOCALE)!
let errors = 0

/** Keys the code passes to t('…') literally; keys built at run time (`languages.${code}`) are listed by their prefix. */
function sourceFiles(directory: string): string[] {
  return readdirSync(fromRepo(directory)).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(fromRepo(path)).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.(test|gen)\./.test(name) ? [path] : []
  })
}
for (const file of [...sourceFiles('engine'), ...sourceFiles('blocks'), ...sourceFiles('features')]) {
  const text = readFileSync(fromRepo(file), 'utf8')
  for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) {
    // A plural key ("articleCount") is written as its forms ("articleCount_one", "articleCount_other").
    if (!english.has(match[1]) && !english.has(`${match[1]}_other`)) {
      console.log(`${file}: t('${match[1]}') is not in locales/${LAST_FALLBACK_LOCALE}/translations.json`)
      errors++
    }
  }
  for (const match of text.matchAll(/\bt\(\s*`([a-zA-Z][\w.-]*)\.\$\{/g)) {
    if (![...english.keys()].some((key) => key.startsWith(`${match[1]}.`))) {
      console.log(`${file}: t(\`${match[1]}.…\`) has no keys under "${match[1]}" in en-US`)
      errors++
    }
  }
}
for (const [locale, keys] of bundles) {
  if (locale === LAST_FALLBACK_LOCALE) continue
  const extra = [...keys.keys()].filter((key) => !english.has(key))
  for (const key of extra) console.log(`locales/${locale}/translations.json: "${key}" is not in en-US (typo, or add it to en-US first)`)
  errors += extra.length
  const missing = [...english.keys()].filter((key) => !keys.has(key))
  if (missing.length > 0) console.log(`locales/${locale}: ${missing.length} of ${english.size} keys fall back to another bundle`)
}
console.log(errors === 0 ? `✓ translations: ${bundles.size} bundles, ${english.size} keys in en-US` : `✗ translations: ${errors} problem(s)`)
process.exitCode = errors === 0 ? 0 : 1
