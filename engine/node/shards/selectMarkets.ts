import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'

export type MarketSelection = { ok: true; markets: ReadonlySet<string> | undefined } | { ok: false; message: string }

/**
 * The markets of one build shard from `--markets de,at,ch` (undefined: the whole site). Every code must be a
 * market of markets/; an unknown one names the closest codes, so a CI matrix with a typo stops at once.
 */
export function selectMarkets(flag: string | undefined, known: Iterable<string>): MarketSelection {
  if (flag === undefined) return { ok: true, markets: undefined }
  const codes = flag
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter((code) => code !== '')
  if (codes.length === 0) return { ok: false, message: '--markets needs at least one market code, such as --markets de,at,ch' }
  const knownCodes = [...known]
  const unknown = codes.filter((code) => !knownCodes.includes(code))
  if (unknown.length > 0) {
    const lines = unknown.map(
      (code) => `--markets: there is no market "${code}" in markets/${didYouMean(getMostSimilar(code, knownCodes))}`,
    )
    return { ok: false, message: lines.join('\n') }
  }
  return { ok: true, markets: new Set(codes) }
}

/**
 * The markets of shard `index` of `count` (`--shard 2/4`, counted from 1): markets go, largest first, to the
 * shard with the fewest pages so far, so shards take about equally long. Every market is in exactly one shard.
 */
export function marketsOfShard(flag: string, pagesPerMarket: ReadonlyMap<string, number>): MarketSelection {
  const match = /^(\d+)\/(\d+)$/.exec(flag.trim())
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0]
  if (!match || count < 1 || index < 1 || index > count)
    return { ok: false, message: `--shard takes "<index>/<count>" with 1 ≤ index ≤ count, such as --shard 2/4, not "${flag}"` }
  const shards = Array.from({ length: count }, () => ({ pages: 0, markets: new Set<string>() }))
  const largestFirst = [...pagesPerMarket].sort(([a, pagesA], [b, pagesB]) => pagesB - pagesA || a.localeCompare(b))
  for (const [market, pages] of largestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.pages < best.pages ? shard : best))
    lightest.pages += pages
    lightest.markets.add(market)
  }
  return { ok: true, markets: shards[index - 1].markets }
}
