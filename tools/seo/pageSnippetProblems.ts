/**
 * Issue 27 §8: what a search result shows of a page: its <title> (about 60 characters shown) and its description
 * (under 50 characters says too little). Read from the built HTML and checked over the whole site by
 * tests/e2e/page-titles.spec.ts; docs/documents.md "Titles and descriptions" says the rules.
 */
export const TITLE_MAX_LENGTH = 60
export const DESCRIPTION_MIN_LENGTH = 50

export interface PageSnippet {
  /** The page's URL path, "/de-de/help-center/". */
  path: string
  /** The <html lang>, "de-DE": with the path's market segment it names the market language. */
  lang: string
  title: string
  description: string | undefined
  indexable: boolean
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** The snippet of a prerendered page (engine/server/renderDocument.tsx writes these tags in this form). */
export function readPageSnippet(path: string, html: string): PageSnippet {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined)
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1]
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1]
  const robots = /<meta name="robots" content="([^"]*)"/.exec(head)?.[1] ?? ''
  return {
    path,
    lang: /<html[^>]* lang="([^"]*)"/.exec(html)?.[1] ?? '',
    title: decode(title ?? ''),
    description: description === undefined ? undefined : decode(description),
    indexable: !/\bnoindex\b/.test(robots),
  }
}

/** The market segment and language a page is listed under: "/de-ch/fr/…" with lang fr-CH is ("de-ch", "fr-CH"). */
function marketLanguageOf(page: PageSnippet): string {
  return `${page.path.split('/')[1] ?? ''} ${page.lang}`
}

/**
 * Every rule a set of pages breaks, one line per problem naming the page: a title over 60 characters, a description
 * missing or under 50, and indexable pages of one market language that share a title (a searcher cannot tell them apart).
 */
export function pageSnippetProblems(pages: readonly PageSnippet[]): string[] {
  const problems: string[] = []
  const byTitle = new Map<string, string[]>()
  for (const page of pages) {
    if (!page.title) problems.push(`${page.path}: no <title>`)
    else if (page.title.length > TITLE_MAX_LENGTH)
      problems.push(`${page.path}: title has ${page.title.length} characters (over ${TITLE_MAX_LENGTH}): "${page.title}"`)
    if (page.description === undefined) problems.push(`${page.path}: no description`)
    else if (page.description.length < DESCRIPTION_MIN_LENGTH)
      problems.push(
        `${page.path}: description has ${page.description.length} characters (under ${DESCRIPTION_MIN_LENGTH}): "${page.description}"`,
      )
    if (page.indexable && page.title) {
      const key = `${marketLanguageOf(page)} ${page.title}`
      byTitle.set(key, [...(byTitle.get(key) ?? []), page.path])
    }
  }
  for (const [key, paths] of byTitle) {
    if (paths.length > 1)
      problems.push(
        `${paths.join(', ')}: indexable pages of ${key.split(' ').slice(0, 2).join(' ')} share the title "${key.split(' ').slice(2).join(' ')}"`,
      )
  }
  return problems
}
