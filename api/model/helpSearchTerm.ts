import { stemmer as arabic } from '@orama/stemmers/arabic'
import { stemmer as danish } from '@orama/stemmers/danish'
import { stemmer as dutch } from '@orama/stemmers/dutch'
import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as finnish } from '@orama/stemmers/finnish'
import { stemmer as french } from '@orama/stemmers/french'
import { stemmer as german } from '@orama/stemmers/german'
import { stemmer as hungarian } from '@orama/stemmers/hungarian'
import { stemmer as italian } from '@orama/stemmers/italian'
import { stemmer as lithuanian } from '@orama/stemmers/lithuanian'
import { stemmer as norwegian } from '@orama/stemmers/norwegian'
import { stemmer as portuguese } from '@orama/stemmers/portuguese'
import { stemmer as romanian } from '@orama/stemmers/romanian'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import { stemmer as swedish } from '@orama/stemmers/swedish'
import { foldTerm } from '../../features/help-centre/data.ts'

/**
 * Snowball stemmers (through @orama/stemmers, kept current by the Orama search project) for the site's languages
 * that Snowball covers. Norwegian is "no" in the markets and "nb" in the bundles. (Snowball's Serbian stemmer was
 * tried for Croatian: it cuts short words too far, "polog" to "pol" but "pologa" to "polog", so they never meet.)
 */
const STEMMERS: Readonly<Record<string, (word: string) => string>> = {
  ar: arabic,
  da: danish,
  de: german,
  en: english,
  es: spanish,
  fi: finnish,
  fr: french,
  hu: hungarian,
  it: italian,
  lt: lithuanian,
  nb: norwegian,
  nl: dutch,
  no: norwegian,
  pt: portuguese,
  ro: romanian,
  sv: swedish,
}

/**
 * Croatian, Estonian, Latvian, Polish and Slovenian have no Snowball stemmer. For them a word is cut to its first five letters
 * (truncation stemming): their inflection lives in the ending, so "kaucja", "kaucji" and "kaucją" meet at "kaucj".
 */
const TRUNCATED_LENGTH = 5

/**
 * How the help search turns a word into the term it indexes and looks up, for the content's language ("pl-PL"):
 * lower case, stemmed, then without diacritics, so "Kaution" and "Kautionen" meet, and "kaucję" finds "kaucja".
 */
export function helpSearchTerm(locale: string): (word: string) => string {
  const language = locale.split(/[-_]/)[0].toLowerCase()
  const stem = STEMMERS[language] ?? ((word: string) => word.slice(0, TRUNCATED_LENGTH))
  return (word) => foldTerm(stem(word.toLowerCase()))
}
