/**
 * An entry of the server bundle (vite.config.ts): the page renderer as Vite builds it, for the processes that
 * prerender a build's pages without Vike's per-page pipeline (tools/prerender/writePages.ts). The bundle, not this
 * source, is what they import: it holds the blocks with their styles compiled.
 */
export { renderPageHtml, renderStatusPage, type PageHtml } from './renderPageHtml.ts'
