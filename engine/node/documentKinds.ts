/** Which folder holds which kind of document, and the schema each kind is checked against. */
export const DOCUMENT_KINDS = {
  site: { pattern: /^site\.json$/, schema: 'schemas/site.schema.json' },
  market: { pattern: /^markets\/[^/]+\.json$/, schema: 'schemas/market.schema.json' },
  page: { pattern: /^pages\/[^/]+\.json$/, schema: 'schemas/page.schema.json' },
  layout: { pattern: /^layouts\/[^/]+\.json$/, schema: 'schemas/layout.schema.json' },
  navigation: { pattern: /^navigation\/[^/]+\.json$/, schema: 'schemas/navigation.schema.json' },
  footer: { pattern: /^footers\/[^/]+\.json$/, schema: 'schemas/footer.schema.json' },
  domain: { pattern: /^domains\/[^/]+\.json$/, schema: 'schemas/domain.schema.json' },
} as const

export type DocumentKind = keyof typeof DOCUMENT_KINDS

export const DOCUMENT_FOLDERS = ['markets', 'pages', 'layouts', 'navigation', 'footers', 'domains'] as const

export function kindOfFile(file: string): DocumentKind | undefined {
  for (const [kind, { pattern }] of Object.entries(DOCUMENT_KINDS)) {
    if (pattern.test(file)) return kind as DocumentKind
  }
  return undefined
}

/** The file name without folder and extension: markets/de.json is "de". */
export function documentName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '')
}
