import { flattenBundle } from '../../../engine/shared/i18n/createI18n.ts'
import { joinPointer, locatePointer } from '../../../engine/node/load/parseJsonSource.ts'
import type { JsonSource } from '../../../engine/model/jsonSource.ts'
import type { Project } from '../../../engine/model/project.ts'
import type { SourcePosition } from '../../shared/studioApi.ts'

export interface BundleTextIndex {
  locale: string
  source: JsonSource
  /** "a.b.c" keys to their texts, as the engine reads the bundle. */
  texts: Map<string, string>
}

/** Every bundle of the project with its texts by key, in the project's order of locales. */
export function bundleTextIndex(project: Project): Map<string, BundleTextIndex> {
  return new Map(
    [...project.bundles].map(([locale, bundle]) => [locale, { locale, source: bundle.source, texts: flattenBundle(bundle.data) }]),
  )
}

/** Where a key's text is written in its bundle: nested keys "a.b.c" are the pointer /a/b/c. */
export function keyPosition(source: JsonSource, key: string): SourcePosition {
  const pointer = joinPointer('', ...key.split('.'))
  return { file: source.file, ...locatePointer(source, pointer), pointer }
}
