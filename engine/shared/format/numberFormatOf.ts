/**
 * One Intl.NumberFormat per locale and options: building one costs far more than formatting with it, and a
 * build formats the same few prices and distances on thousands of pages.
 */
const formats = new Map<string, Intl.NumberFormat>()

export function numberFormatOf(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formats.set(key, format)
  }
  return format
}
