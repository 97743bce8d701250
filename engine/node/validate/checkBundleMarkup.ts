import { flattenBundle } from '../../shared/i18n/createI18n.ts'
import type { Problem } from '../../shared/problem.ts'
import { joinPointer } from '../load/parseJsonSource.ts'
import type { Project } from '../../model/project.ts'
import { locateInString } from '../load/locateInString.ts'
import { markupTextProblems } from './markupTextProblems.ts'

/**
 * Parses the text of each translation key that a markup field uses, in every bundle that has it, and
 * reports each markup problem (markupTextProblems.ts) at the file, line and column of the offending character.
 */
export function checkBundleMarkup(project: Project, keys: Iterable<string>): Problem[] {
  const problems: Problem[] = []
  const sortedKeys = [...new Set(keys)].sort()
  for (const bundle of project.bundles.values()) {
    const texts = flattenBundle(bundle.data)
    for (const key of sortedKeys) {
      const text = texts.get(key)
      if (text === undefined) continue
      const pointer = joinPointer('', ...key.split('.'))
      for (const { offset, message, suggestions = [], refersTo } of markupTextProblems(text, project.pages))
        problems.push({
          severity: 'error',
          file: bundle.source.file,
          ...locateInString(bundle.source, pointer, offset),
          pointer,
          rule: 'markup',
          message,
          ...(suggestions.length > 0 ? { suggestions } : {}),
          // A page that is missing because its own document is broken: the link folds under that page's error.
          ...(refersTo ? { refersTo } : {}),
        })
    }
  }
  return problems
}
