import type { Hydration } from '../shared/defineBlock.ts'

/**
 * One page as the renderer writes it (engine/server/renderPage.ts), before its stylesheets and scripts are added
 * (engine/node/assets/assemblePage.ts, the same on the dev server and in a build).
 */
export interface RenderedPage {
  /** 200, or 404 for a page that does not exist (a market language's 404 page or the site's), 500 for the 500 page. */
  status: 200 | 404 | 500
  html: string
  /** The blocks whose stylesheets the page links besides the chrome's (none: the chrome's only). */
  blockTypes: string[]
  /** The islands the page rendered, in document order. */
  islands: RenderedIsland[]
  /** The page's script: the island runtime, the chrome script alone, or none (a standalone error page). */
  script: PageScript
}

export type PageScript = 'islands' | 'static' | 'none'

/** An island a page rendered: its block type and when it hydrates. */
export interface RenderedIsland {
  type: string
  hydrate: Hydration
}
