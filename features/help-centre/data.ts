/**
 * The help centre's entry for code that runs in plain Node: the route sources of the help pages (sources/help-*.ts),
 * the links a data loader hands to the search islands, the search without JavaScript the server answers
 * (tools/serve/noScriptHelpSearch.ts) and the checks the reference API shares with the browser. It names no
 * component and no style (those are in ./index.ts, for blocks); the route sources' code never reaches the browser.
 */

// The route sources of the help centre's categories, sections and articles (SPEC §7), and the pages they publish.
export {
  helpArticlesSource,
  helpCategoriesSource,
  helpSectionsSource,
  type HelpArticlePage,
  type HelpCategoryPage,
  type HelpSectionPage,
} from './helpRouteSources.ts'

// The help pages the search islands may link to, loaded before rendering.
export { helpIslandLinks } from './loadHelpTree.ts'

// The search without JavaScript: the query's problem and the results as HTML.
export {
  noScriptQueryProblem,
  noScriptResultsHtml,
  NO_SCRIPT_SEARCH_ATTRIBUTE,
  type NoScriptOutcome,
  type NoScriptSearchConfig,
} from './noScriptSearch.ts'

// What the reference API checks as the browser does: the contact form, and search terms folded for matching.
export { checkContactForm } from './checkContactForm.ts'
export { foldTerm } from './foldTerm.ts'
