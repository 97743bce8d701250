/**
 * The help centre's public entry for blocks (SPEC §7, the help centre): the help pages' shared components, styles and
 * links, the search form and its suggestions, the contact form's checks and the article vote. Code outside
 * features/help-centre/ imports this file or, when it runs in plain Node (a data loader, a route source, the reference
 * API, the server's search without JavaScript), ./data.ts (`npm run boundaries`, rule feature-through-its-entry).
 */

// The pages the help route sources publish (sources/help-*.ts), as the blocks on them receive them.
export type { HelpArticlePage, HelpCategoryPage, HelpSectionPage } from './helpRouteSources.ts'

// What every help page shares: breadcrumbs, its layout, lists of article links and the links between help pages.
export { HelpBreadcrumbs } from './HelpBreadcrumbs.tsx'
export { helpArticleLayout, helpCard, helpPage } from './helpPageStyles.ts'
export { ArticleLinkList } from './ArticleLinkList.tsx'
export { helpLink } from './helpLinks.ts'
export { helpArticleHref, helpHref } from './helpHref.ts'

// Searching: the form, its suggestions with the matched words highlighted, the query's problem, the search without
// JavaScript.
export { HelpSearchForm } from './HelpSearchForm.tsx'
export { useHelpSuggestions } from './useHelpSuggestions.ts'
export { Highlighted } from './Highlighted.tsx'
export { helpQueryProblem } from './helpQueryProblem.ts'
export { NO_SCRIPT_SEARCH_ATTRIBUTE, type NoScriptSearchConfig } from './noScriptSearch.ts'

// The contact form's fields, limits and checks (the reference API runs the same checks: ./data.ts).
export {
  checkContactForm,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  type ContactField,
  type ContactFormValues,
  type ContactProblem,
  type ContactTopic,
} from './checkContactForm.ts'

// "Was this article helpful?": the visitor's vote, kept in the browser.
export { readVote, storeVote, type Vote } from './storedVote.ts'
