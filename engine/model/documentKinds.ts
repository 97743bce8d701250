/**
 * The one list of document kinds: where each lives (a single file or a folder of *.json) and the
 * schema it is checked against. Loading, validation, generation and the dev server's watcher derive
 * their folders, patterns and schema lists from it.
 */
export const DOCUMENT_KINDS = {
  site: { file: 'site.json', schema: 'schemas/site.schema.json' },
  market: { folder: 'markets', schema: 'schemas/market.schema.json' },
  page: { folder: 'pages', schema: 'schemas/page.schema.json' },
  layout: { folder: 'layouts', schema: 'schemas/layout.schema.json' },
  navigation: { folder: 'navigation', schema: 'schemas/navigation.schema.json' },
  footer: { folder: 'footers', schema: 'schemas/footer.schema.json' },
  domain: { folder: 'domains', schema: 'schemas/domain.schema.json' },
} as const satisfies Record<string, { file: string; schema: string } | { folder: string; schema: string }>

export type DocumentKind = keyof typeof DOCUMENT_KINDS

const KINDS = Object.entries(DOCUMENT_KINDS) as [DocumentKind, { file?: string; folder?: string; schema: string }][]

export const DOCUMENT_FOLDERS = KINDS.flatMap(([, kind]) => (kind.folder ? [kind.folder] : []))

/** Translation bundles are checked with the documents: locales/<locale>/translations.json. */
export const BUNDLE_FOLDER = 'locales'

/** Everything a document or bundle edit can touch, for the dev server's file watcher. */
export const WATCHED_PATHS = [...KINDS.flatMap(([, kind]) => [kind.file ?? kind.folder!]), BUNDLE_FOLDER]

/** The kind of a repository-relative path ("markets/de.json" → "market"); undefined for any other file. */
export function kindOfFile(file: string): DocumentKind | undefined {
  const slash = file.indexOf('/')
  for (const [name, kind] of KINDS) {
    if (kind.file === file) return name
    if (kind.folder && slash > 0 && file.slice(0, slash) === kind.folder && file.endsWith('.json') && file.indexOf('/', slash + 1) === -1)
      return name
  }
  return undefined
}

/** Whether an edit of this repository-relative path changes what validation sees. */
export function isValidatedFile(file: string): boolean {
  return kindOfFile(file) !== undefined || new RegExp(`^${BUNDLE_FOLDER}/[^/]+/translations\\.json$`).test(file)
}

/** The file name without folder and extension: markets/de.json is "de". */
export function documentName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '')
}
