/**
 * npm run i18n:check: the translation problems of `npm run validate` (the same checks, engine/node/validate/checkTranslationKeys.ts
 * and checkCodeTranslationKeys.ts: keys the code or documents use that en-US lacks, bundle keys en-US lacks, plural
 * forms, placeholders), then each bundle's completeness against en-US, then the mail texts (locales/<locale>/mail.json:
 * every key in every locale, the same placeholders: api/mail/mailBundleProblems.ts), then how much of the help centres
 * each locale reads in its own language (api/model/helpCompleteness.ts). Exit 1 on a translation error.
 */
import { mailBundleProblems } from '../api/mail/mailBundleProblems.ts'
import { mailBundles } from '../api/mail/mailTexts.ts'
import { helpCompleteness } from '../api/model/helpCompleteness.ts'
import { BUNDLE_FOLDER } from '../engine/model/documentKinds.ts'
import { TRANSLATION_RULES } from '../engine/node/validate/checkTranslationKeys.ts'
import { runCommand } from '../engine/node/cli/runCommand.ts'
import { validateProject } from '../engine/node/validate/validateProject.ts'
import { flattenBundle, LAST_FALLBACK_LOCALE } from '../engine/shared/i18n/createI18n.ts'
import { pluralBases, pluralKeyOf } from '../engine/shared/i18n/pluralForms.ts'
import { formatProblem } from '../engine/shared/problem.ts'

await runCommand(() => {
  const { project, problems } = validateProject()
  const translation = problems.filter((problem) => TRANSLATION_RULES.has(problem.rule) || problem.file.startsWith(`${BUNDLE_FOLDER}/`))
  for (const problem of translation) console.log(formatProblem(problem))
  const errors = translation.filter((problem) => problem.severity === 'error').length

  // Completeness: keys a bundle translates, counting a plural key once.
  const bundles = new Map([...project.bundles].map(([locale, bundle]) => [locale, flattenBundle(bundle.data)]))
  const english = bundles.get(LAST_FALLBACK_LOCALE) ?? new Map<string, string>()
  const bases = pluralBases(english.keys())
  const countable = (keys: Iterable<string>) => new Set([...keys].map((key) => pluralKeyOf(key, bases)?.base ?? key))
  const englishKeys = countable(english.keys())
  for (const [locale, keys] of bundles) {
    const translated = [...countable(keys.keys())].filter((key) => englishKeys.has(key)).length
    console.log(
      `  ${locale.padEnd(6)} ${String(translated).padStart(4)} / ${englishKeys.size} keys (${Math.floor((translated / Math.max(englishKeys.size, 1)) * 100)} %)${translated < englishKeys.size ? ', the rest falls back' : ''}`,
    )
  }
  console.log(
    errors === 0 ? `✓ translations: ${bundles.size} bundles, ${english.size} keys in en-US` : `✗ translations: ${errors} problem(s)`,
  )
  // A mail is sent whole in one language: its texts are complete in every locale, not filled in from English.
  const mails = mailBundles()
  const mailProblems = mailBundleProblems(mails)
  for (const problem of mailProblems) console.log(`  ✗ ${problem}`)
  const missingMailBundles = [...bundles.keys()].filter((locale) => !mails.has(locale))
  for (const locale of missingMailBundles)
    console.log(`  ✗ locales/${locale}/mail.json: missing (the mails of ${locale} would be in English)`)
  const mailErrors = mailProblems.length + missingMailBundles.length
  console.log(mailErrors === 0 ? `✓ mail texts: ${mails.size} bundles complete` : `✗ mail texts: ${mailErrors} problem(s)`)
  // Help content is the API's seed, not a bundle: what is not written in a language is not published under it.
  const help = [...bundles.keys()].sort().map(helpCompleteness)
  for (const { locale, translated, total } of help)
    console.log(
      `  ${locale.padEnd(6)} ${String(translated).padStart(4)} / ${total} help texts (${Math.floor((translated / total) * 100)} %)${translated < total ? ', the rest is not published in this language' : ''}`,
    )
  const completeHelp = help.filter(({ translated, total }) => translated === total).length
  console.log(`✓ help content: complete in ${completeHelp} of ${help.length} locales`)
  return errors === 0 && mailErrors === 0 ? 0 : 1
})
