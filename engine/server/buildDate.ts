/**
 * The date the site is built: what "this year" means on a prerendered page (the footer's copyright). It is
 * the build's date, not the visitor's, because the HTML is written once; SOURCE_DATE_EPOCH (seconds, the
 * reproducible-builds convention) pins it, so two builds of the same sources give the same pages.
 */
export function buildDate(env: Record<string, string | undefined> = process.env): Date {
  const epoch = env.SOURCE_DATE_EPOCH
  if (epoch !== undefined && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000)
  return new Date()
}
