/** The written language of a locale: Norwegian pages say "no", their texts are Bokmål ("nb"), the same language. */
const writtenLanguage = (locale: string) => {
  const language = locale.split(/[-_]/)[0].toLowerCase()
  return language === 'no' ? 'nb' : language
}

/**
 * Whether a help text the API answered in `textLocale` ("en-US" for one that fell back) is written in the language of
 * a page in `pageLocale` ("pl-PL"): de-DE's text is de-AT's language, en-US's is not pl-PL's.
 */
export function writtenInLanguageOf(textLocale: string, pageLocale: string): boolean {
  return writtenLanguage(textLocale) === writtenLanguage(pageLocale)
}
