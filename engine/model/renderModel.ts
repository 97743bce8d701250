import type { Texts } from '../shared/i18n/translate.ts'
import type { PageEnv } from '../shared/PageEnv.tsx'
import type { LayoutDocument } from '../shared/types/layout.gen.ts'
import type { Block } from '../shared/types/page.gen.ts'
import type { BlockDataByPlace } from './blockDataByRoute.ts'
import type { ChromeModel, LanguageLink } from './chromeModel.ts'
import type { Route } from './route.ts'

export interface Alternate {
  hreflang: string
  href: string
}

/** Everything needed to render one page of one market and language. */
export interface RenderModel {
  route: Route
  env: PageEnv
  i18n: Texts
  title: string
  description: string
  canonical: string
  alternates: Alternate[]
  /** Page "indexable": false renders a noindex page (no canonical, no alternates; engine/server/headLinks.ts). */
  indexable: boolean
  languageLinks: LanguageLink[]
  layout: LayoutDocument
  blocks: Block[]
  /** Header, menu, product-line tabs, footer, consent and error-page links, resolved for this market. */
  chrome: ChromeModel
  /** What the data stage loaded for this page's blocks (engine/node/data), by their place in the page (placedBlocks). */
  blockData: BlockDataByPlace
}
