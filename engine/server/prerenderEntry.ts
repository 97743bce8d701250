/**
 * An entry of the server bundle (vite.config.ts): the page renderer as Vite builds it, with the blocks' styles
 * compiled. The build's prerender processes import the bundle (tools/prerender/writePages.ts) and the dev server
 * this source through Vite (tools/vite/pagesPlugin.ts); both render through renderPage and assemble the page with
 * engine/node/assets/assemblePage.ts.
 */
export { renderPage, renderStatusPage } from './renderPage.ts'
export { startTextReads, stopTextReads } from './textReads.ts'
export type { RenderedPage } from '../model/renderedPage.ts'
