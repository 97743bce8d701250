/**
 * npm run i18n:check: fails when a key used in code or documents is missing from en-US, when a bundle
 * has a key en-US lacks (plural forms count as their en-US key when the bundle's language uses them), or
 * when a market language's own bundles translate a plural key without every form the language needs;
 * prints each bundle's completeness against en-US.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { flattenBundle, LAST_FALLBACK_LOCALE } from '../engine/shared/i18n/createI18n.ts'
import { listBundleFiles } from '../engine/node/loadProject.ts'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { loadProject } from '../engine/node/loadProject.ts'
import { marketCodes, resolveMarket } from '../engine/node/resolveMarket.ts'
import { missingPluralForms, unusedPluralForms } from '../engine/node/checkPluralForms.ts'
import { pluralBases, pluralKeyOf } from '../engine/shared/i18n/pluralForms.ts'
import type { Bundle } from '../engine/shared/i18n/createI18n.ts'

/** Each bundle as written (plural checks read its nesting) and flattened to "a.b.c" keys. */
const raw = new Map<string, Bundle>(
  listBundleFiles().map((file) => [file.split('/')[1], JSON.parse(readFileSync(fromRepo(file), 'utf8')) as Bundle]),
)
const bundles = new Map([...raw].map(([locale, bundle]) => [locale, flattenBundle(bundle)]))
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
const bases = pluralBases(english.keys())
/** The {{placeholders}} of a text, sorted; a plural form may leave out {{count}} ("one offer"). */
const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).filter((name) => name !== 'count'))].sort().join(', ')
for (const [locale, keys] of bundles) {
  if (locale === LAST_FALLBACK_LOCALE) continue
  const extra = [...keys.keys()].filter((key) => !english.has(key) && !pluralKeyOf(key, bases))
  for (const key of extra) console.log(`locales/${locale}/translations.json: "${key}" is not in en-US (typo, or add it to en-US first)`)
  const unused = unusedPluralForms(locale, raw.get(locale)!, raw.get(LAST_FALLBACK_LOCALE)!)
  for (const key of unused)
    console.log(`locales/${locale}/translations.json: "${key}" is a plural form ${locale} does not use (Intl.PluralRules); remove it`)
  errors += extra.length + unused.length
  // A placeholder the text lost or renamed prints as "{{name}}" or nothing on the page.
  for (const [key, text] of keys) {
    const reference = english.get(pluralKeyOf(key, bases) ? `${pluralKeyOf(key, bases)!.base}_other` : key)
    if (reference === undefined || placeholdersOf(reference) === placeholdersOf(text)) continue
    console.log(
      `locales/${locale}/translations.json: "${key}" names {{${placeholdersOf(text) || '–'}}} where en-US names {{${placeholdersOf(reference) || '–'}}}; use the same placeholders`,
    )
    errors++
  }
}

// Every market language whose own bundles translate a plural key has all the forms the language needs.
const project = loadProject()
const reported = new Set<string>()
for (const code of marketCodes(project)) {
  for (const entry of resolveMarket(project, code).value.languages) {
    const path = `/${entry.language}-${code}/`
    for (const { key, missing, bundle } of missingPluralForms(
      { path, locale: entry.locale, fallbackLocales: entry.fallbackLocales ?? [] },
      raw,
    )) {
      if (reported.has(`${bundle} ${missing}`)) continue
      reported.add(`${bundle} ${missing}`)
      console.log(
        `locales/${bundle}/translations.json: "${key}" lacks the plural form(s) ${missing.join(', ')} that ${entry.locale} needs (${path}); add them`,
      )
      errors++
    }
  }
}

// Completeness: keys a bundle translates, counting a plural key once.
const countable = (keys: Iterable<string>) => new Set([...keys].map((key) => pluralKeyOf(key, bases)?.base ?? key))
const englishKeys = countable(english.keys())
for (const [locale, keys] of bundles) {
  const translated = [...countable(keys.keys())].filter((key) => englishKeys.has(key)).length
  console.log(
    `  ${locale.padEnd(6)} ${String(translated).padStart(4)} / ${englishKeys.size} keys (${Math.floor((translated / englishKeys.size) * 100)} %)${translated < englishKeys.size ? ', the rest falls back' : ''}`,
  )
}
console.log(
  errors === 0 ? `✓ translations: ${bundles.size} bundles, ${english.size} keys in en-US` : `✗ translations: ${errors} problem(s)`,
)
process.exitCode = errors === 0 ? 0 : 1
