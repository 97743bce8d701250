import { helpSeeds, STRUCTURE_LOCALE, type HelpSeed } from '../seed/help/helpSeeds.ts'
import { helpLocaleChain } from './helpContent.ts'

/** How much of the help centres (rent and ride: categories, sections, articles) a locale reads in its own language. */
export interface HelpCompleteness {
  locale: string
  /** Texts a seed file of the locale's language gives. */
  translated: number
  total: number
  /** The texts' ids ("ride/article:how-to-book") that fall back to another language, for the report. */
  missing: string[]
}

const languageOf = (locale: string) => locale.split(/[-_]/)[0].toLowerCase()

/** Every text id of one seed ("rent/category:booking", "ride/article:…"), the unit a translator delivers. */
function textIds(seed: HelpSeed): Set<string> {
  const ids = new Set<string>()
  for (const centre of ['rent', 'ride'] as const)
    for (const category of seed[centre].categories) {
      ids.add(`${centre}/category:${category.id}`)
      for (const section of category.sections) {
        ids.add(`${centre}/section:${section.id}`)
        for (const article of section.articles) ids.add(`${centre}/article:${article.id}`)
      }
    }
  return ids
}

/**
 * The help content a locale ("pl-PL") reads in its language: the texts of en-US's structure that the seed files of
 * its language in the API's chain hold (de-AT reads de-DE's). English locales read en-US, complete by definition.
 */
export function helpCompleteness(locale: string): HelpCompleteness {
  const structure = textIds(helpSeeds().get(STRUCTURE_LOCALE)!.seed)
  const ownFiles = helpLocaleChain(locale).filter((file) => languageOf(file) === languageOf(locale))
  const own = new Set(ownFiles.flatMap((file) => [...textIds(helpSeeds().get(file)!.seed)]))
  const missing = [...structure].filter((id) => !own.has(id))
  return { locale, translated: structure.size - missing.length, total: structure.size, missing }
}
