/**
 * The seed files a help page's content comes from, for the sitemap's `<lastmod>`: en-US (the structure, and the
 * text of anything not translated) and every file of the page's language ("api/seed/help/de-" names de-DE.json).
 */
export function helpSeedFiles({ locale }: { locale: string }): string[] {
  return ['api/seed/help/en-US.json', `api/seed/help/${locale.split('-')[0]}-`]
}
