/**
 * The reader of typed dates, loaded on demand: date-fns parse is most of date-fns's size (about 25 KB gzipped), and
 * a form needs it only once a date is typed or sent, not when it appears.
 */
let parser: Promise<typeof import('./parseMarketDate.ts')> | undefined

export async function loadMarketDateParser(): Promise<typeof import('./parseMarketDate.ts').parseMarketDate> {
  parser ??= import('./parseMarketDate.ts')
  return (await parser).parseMarketDate
}
