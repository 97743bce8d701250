/** The help search page as React writes it for the no-JavaScript search (the JSON escaped into an empty noscript): a test fixture. */
import { escapeMarkup } from '../../engine/shared/escapedMarkup.ts'
import type { NoScriptSearchConfig } from '../../features/help-centre/data.ts'

export const NO_SCRIPT_SEARCH_CONFIG: NoScriptSearchConfig = {
  centre: 'rent',
  country: 'DE',
  api: { endpointBase: '/api', endpointBaseGrpc: '', acceptLanguage: 'en-US', tenantId: 6 },
  texts: {
    resultsFor: 'Results for “{{query}}”',
    resultCount: 'Articles found: {{count}}',
    noResults: 'No Articles Found',
    noResultsHint: 'Hint',
    contactLink: 'Contact us',
    tooShort: 'Too short',
    tooLong: 'Too long',
    error: 'Search failed',
  },
  articleHref: '/en-us/help-center/articles/{id}/',
  contactHref: '/en-us/help-center/contact/',
  classes: { results: 'r1', error: 'e1' },
}

/** A search page's `<main>` with the search form and the noscript that carries `config`; `after` follows the noscript. */
export function noScriptSearchPage(config: NoScriptSearchConfig = NO_SCRIPT_SEARCH_CONFIG, after = ''): string {
  const attribute = escapeMarkup(JSON.stringify(config)).replace(/&apos;/g, '&#x27;')
  return `<main><form role="search"><input type="search" name="q" required/></form><noscript data-help-search-nojs="${attribute}"></noscript>${after}</main>`
}
