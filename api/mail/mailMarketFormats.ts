import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageEnv } from '../../engine/shared/PageEnv.tsx'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** What a mail formats with: the market's date pattern, clock and decimal separator (markets/*.json "formats"). */
export type MailFormats = Pick<PageEnv['formats'], 'date' | 'time' | 'hour12Format' | 'decimalSeparator'>

const MARKETS_FOLDER = fromRepo('markets')
const cache = new Map<string, MailFormats>()

function marketDocument(name: string): { extends?: string; formats?: Partial<MailFormats> } | undefined {
  try {
    return JSON.parse(readFileSync(join(MARKETS_FOLDER, `${name}.json`), 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * The formats of a country's market, as its pages use them (markets/<country>.json and the documents it extends,
 * the nearer one winning, as engine/node/resolve/resolveMarket.ts merges them): a booking confirmation shows dates
 * and prices as the booking funnel showed them. A country without a market document gets the base formats.
 */
export function mailMarketFormats(country: string): MailFormats {
  const code = country.toLowerCase()
  const cached = cache.get(code)
  if (cached) return cached
  const chain: Partial<MailFormats>[] = []
  const seen = new Set<string>()
  let name: string | undefined = marketDocument(code) ? code : '_base'
  while (name !== undefined && !seen.has(name)) {
    seen.add(name)
    const document = marketDocument(name)
    chain.unshift(document?.formats ?? {})
    name = document?.extends
  }
  const formats = Object.assign({ date: 'dd.MM.yyyy', time: 'HH:mm', hour12Format: false, decimalSeparator: '.' }, ...chain) as MailFormats
  cache.set(code, formats)
  return formats
}
