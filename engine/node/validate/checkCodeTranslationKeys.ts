import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { flattenBundle, LAST_FALLBACK_LOCALE } from '../../shared/i18n/createI18n.ts'
import type { Problem } from '../../shared/problem.ts'
import { lineAndColumn } from '../load/parseJsonSource.ts'
import type { Project } from '../../model/project.ts'

/** Folders whose code renders text: the engine, blocks, features and the micro-apps. */
export const CODE_FOLDERS = ['engine', 'blocks', 'features', 'apps']

/** A string that is a file name, not a key ("common.schema.json"). */
const FILE_NAME = /\.(json|ts|tsx|js|mjs|css|svg|png|webp|jpe?g|html|md)$/

/** Repository-relative TypeScript files under `folder`, tests and generated files left out. */
function codeFiles(engineRoot: string, folder: string): string[] {
  if (!existsSync(join(engineRoot, folder))) return []
  return readdirSync(join(engineRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(engineRoot, path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|gen)\./.test(entry.name) ? [path] : []
  })
}

/**
 * Translation keys the code names that en-US lacks, at the file, line and column of the key. Three ways code names
 * a key: t with a quoted key (a text, or a plural key written as its forms), t with a template that starts with a
 * group (a key under the group is chosen at run time), and a key-shaped string anywhere else whose first part is an en-US group ('phoenix.form.tooLong' in a
 * table of problem keys, a ternary inside t(…), a list of the message groups a block ships): a key or a group.
 */
export function checkCodeTranslationKeys(project: Project, engineRoot: string): Problem[] {
  const english = project.bundles.get(LAST_FALLBACK_LOCALE)
  if (!english) return []
  const keys = new Set(flattenBundle(english.data).keys())
  const groups = new Set<string>()
  for (const key of keys) {
    const parts = key.split('.')
    for (let length = 1; length < parts.length; length++) groups.add(parts.slice(0, length).join('.'))
  }
  const topGroups = new Set([...keys].map((key) => key.split('.')[0]))
  const isText = (key: string) => keys.has(key) || keys.has(`${key}_other`)
  const problems: Problem[] = []
  for (const file of CODE_FOLDERS.flatMap((folder) => codeFiles(engineRoot, folder))) {
    const text = readFileSync(join(engineRoot, file), 'utf8')
    const report = (offset: number, rule: string, key: string, message: string, candidates: Iterable<string>) => {
      const suggestions = getMostSimilar(key, candidates)
      problems.push({
        severity: 'error',
        file,
        ...lineAndColumn(text, offset),
        pointer: '',
        rule,
        message: `${message}${didYouMean(suggestions)}`,
        ...(suggestions.length > 0 ? { suggestions } : {}),
        refersTo: `locales/${LAST_FALLBACK_LOCALE}/translations.json`,
      })
    }
    const inCall = new Set<number>()
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) {
      const at = match.index + match[0].indexOf("'") + 1
      inCall.add(at)
      if (!isText(match[1]))
        report(at, 'unknownTranslationKey', match[1], `t('${match[1]}') is not in locales/${LAST_FALLBACK_LOCALE}/translations.json`, keys)
    }
    for (const match of text.matchAll(/\bt\(\s*`([a-zA-Z][\w.-]*)\.\$\{/g)) {
      if (groups.has(match[1])) continue
      const at = match.index + match[0].indexOf('`') + 1
      report(at, 'unknownTranslationGroup', match[1], `t(\`${match[1]}.…\`) has no keys under "${match[1]}" in en-US`, groups)
    }
    for (const match of text.matchAll(/(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g)) {
      const key = match[2]
      const at = match.index + 1
      if (inCall.has(at) || !topGroups.has(key.split('.')[0]) || FILE_NAME.test(key) || isText(key) || groups.has(key)) continue
      report(at, 'unknownTranslationKey', key, `"${key}" is not in locales/${LAST_FALLBACK_LOCALE}/translations.json`, keys)
    }
  }
  return problems
}
