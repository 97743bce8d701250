import type { SiteIndex } from '../../model/siteIndex.ts'
import { explainPageSources } from './explainPageSources.ts'

export interface ExplainedValue {
  pointer: string
  value: unknown
  from: string
}

/** Every effective value of a page in one market and language, with the file, line and column it came from, as `npm run explain` prints them. */
export function explainPage(
  index: SiteIndex,
  market: string,
  pageId: string,
  language?: string,
): { path: string; values: ExplainedValue[] } {
  const { route, values } = explainPageSources(index, market, pageId, language)
  const generated = route.page.value.generate ? ` + one page per item of sources/${route.page.value.generate.from}.ts` : ''
  return {
    path: `${route.path}${generated}`,
    values: values.map(({ pointer, value, from }) => ({
      pointer,
      value,
      from: from ? `${from.file}:${from.line}:${from.column}` : '(engine default)',
    })),
  }
}
