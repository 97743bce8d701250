import type { HelpArticle, HelpCategory, HelpSection } from '../../features/web-api/index.ts'
import { markupPlainText } from '../../engine/markup/markupPlainText.ts'
import { helpSeeds, STRUCTURE_LOCALE, type HelpSeed, type SeedArticle } from '../seed/help/helpSeeds.ts'

export type HelpCentreId = 'rent' | 'ride'

/** One help centre as a visitor of one country in one language reads it. */
export interface HelpContent {
  /** The language the visitor reads ("pl-PL"): the first of the seed chain, whatever an untranslated text falls back to. */
  locale: string
  title: string
  categories: HelpCategory[]
  sections: HelpSection[]
  articles: HelpArticle[]
  featured: string[]
}

const EXCERPT_LENGTH = 160

/**
 * Which seed files answer a language, best first: the language itself ("de-AT"), then the language's
 * main file ("de-DE", or any file of that language), then en-US. So de-AT and de-CH read de-DE, fr-CH
 * reads fr-FR once it exists, and every language reads en-US for what is not translated. Norwegian ("no") reads
 * Bokmål ("nb"), the language of the Norwegian market's bundle.
 */
export function helpLocaleChain(acceptLanguage: string | null | undefined): string[] {
  const available = [...helpSeeds().keys()]
  const first = (acceptLanguage ?? '').split(',')[0].split(';')[0].trim()
  const [tagLanguage = '', region = ''] = first.split(/[-_]/)
  // The Norwegian market's pages say "no-NO"; its texts are Bokmål, written "nb-NO" like its bundle.
  const language = tagLanguage.toLowerCase() === 'no' ? 'nb' : tagLanguage
  const tag = `${language.toLowerCase()}-${region.toUpperCase()}`
  const sameLanguage = available.filter((locale) => locale.startsWith(`${language.toLowerCase()}-`))
  const main = sameLanguage.find((locale) => locale === `${language.toLowerCase()}-${language.toUpperCase()}`) ?? sameLanguage[0]
  return [
    ...new Set([tag, main, STRUCTURE_LOCALE].filter((locale): locale is string => locale !== undefined && available.includes(locale))),
  ]
}

const excerptOf = (text: string) => (text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, text.lastIndexOf(' ', EXCERPT_LENGTH - 1))}…`)

const cache = new Map<string, HelpContent>()

/** The help centre for a country and language: structure from en-US, each text from the first file of the chain that has it (a country's own version first). */
export function helpContent(centre: HelpCentreId, acceptLanguage: string | null | undefined, country: string): HelpContent {
  const chain = helpLocaleChain(acceptLanguage)
  const key = `${centre}/${chain.join(',')}/${country}`
  const cached = cache.get(key)
  if (cached) return cached
  const seeds = chain.map((locale) => helpSeeds().get(locale)!.seed)
  const byId = (seed: HelpSeed) => {
    const map = new Map<string, { title: string; body?: string; description?: string }>()
    for (const category of seed[centre].categories) {
      map.set(`category:${category.id}`, category)
      for (const section of category.sections) {
        map.set(`section:${section.id}`, section)
        for (const article of section.articles) map.set(`article:${article.id}`, article)
      }
    }
    return map
  }
  const indexes = seeds.map(byId)
  const text = (id: string) => {
    for (const [position, index] of indexes.entries()) {
      const found = index.get(id)
      if (found) return { ...found, locale: chain[position] }
    }
    throw new Error(`The help seed ${STRUCTURE_LOCALE} has no "${id}".`)
  }
  const articleText = (id: string): SeedArticle & { locale: string } => {
    for (const [position, seed] of seeds.entries()) {
      const override = seed.countryOverrides?.[country]?.find((article) => article.id === id)
      if (override) return { ...override, locale: chain[position] }
      const found = indexes[position].get(`article:${id}`)
      if (found) return { id, title: found.title, body: found.body!, locale: chain[position] }
    }
    throw new Error(`The help seed ${STRUCTURE_LOCALE} has no article "${id}".`)
  }
  const structure = helpSeeds().get(STRUCTURE_LOCALE)!.seed[centre]
  const content: HelpContent = {
    locale: chain[0],
    title: seeds.find((seed) => seed[centre].title)![centre].title,
    categories: [],
    sections: [],
    articles: [],
    featured: structure.featured ?? [],
  }
  for (const category of structure.categories) {
    const { title, description } = text(`category:${category.id}`)
    const articleCount = category.sections.reduce((sum, section) => sum + section.articles.length, 0)
    content.categories.push({
      id: category.id,
      title,
      description: description ?? '',
      sectionCount: category.sections.length,
      articleCount,
    })
    for (const section of category.sections) {
      content.sections.push({
        id: section.id,
        categoryId: category.id,
        title: text(`section:${section.id}`).title,
        articleCount: section.articles.length,
      })
      for (const { id } of section.articles) {
        const article = articleText(id)
        content.articles.push({
          id,
          categoryId: category.id,
          sectionId: section.id,
          title: article.title,
          body: article.body,
          excerpt: excerptOf(markupPlainText(article.body).text),
          locale: article.locale,
        })
      }
    }
  }
  cache.set(key, content)
  return content
}
