import { createAtomStore } from '../shared/state/atomStore.ts'
import { renderToStaticMarkup } from 'react-dom/server'
import { RichText } from '../markup/RichText.tsx'
import { BlockProviders } from '../shared/BlockProviders.tsx'
import type { Route } from '../model/route.ts'
import type { SiteIndex } from '../model/siteIndex.ts'
import { createRenderModel } from './createRenderModel.ts'

/**
 * A content-markup text as the site renders it on one route's page (its links, dates and texts in that market
 * language): the studio's preview of a markup field while it is edited. Loaded through Vite, so the styles compile.
 */
export function renderMarkupPreview(site: SiteIndex, route: Route, text: string): string {
  const model = createRenderModel(site, route)
  return renderToStaticMarkup(
    <BlockProviders env={model.env} i18n={model.i18n} store={createAtomStore()}>
      <RichText markup={text} />
    </BlockProviders>,
  )
}
