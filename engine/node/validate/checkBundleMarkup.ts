import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { flattenBundle } from '../../shared/i18n/createI18n.ts'
import type { Problem } from '../../shared/problem.ts'
import { parseMarkup } from '../../markup/parseMarkup.ts'
import { joinPointer } from '../load/parseJsonSource.ts'
import type { Project } from '../../model/project.ts'
import { locateInString } from '../load/locateInString.ts'

/**
 * Parses the text of each translation key that a markup field uses, in every bundle that has it, and
 * reports each markup problem, and each {product} link to a page id that pages/ lacks, at the file,
 * line and column of the offending character. (A page that exists but that a market does not build
 * is fine: the link renders as plain text there.)
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
      const parsed = parseMarkup(text)
      const report = (offset: number, message: string, suggestions: string[] = [], refersTo?: string) =>
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
      for (const problem of parsed.problems) report(problem.offset, problem.message)
      for (const link of parsed.internalLinks) {
        const id = link.url.slice('page:'.length).split('#')[0]
        if (project.pages.has(id)) continue
        const suggestions = getMostSimilar(id, project.pages.keys()).map((s) => `{product}${s}`)
        report(link.offset, `there is no page with id "${id}" in pages/${didYouMean(suggestions)}`, suggestions, `pages/${id}.json`)
      }
    }
  }
  return problems
}
