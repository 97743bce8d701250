import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { marketSeeds } from '../../api/seed/markets/marketSeeds.ts'
import type { MarketSeed } from '../../api/seed/marketSeed.ts'
import { flattenBundle, LAST_FALLBACK_LOCALE } from '../../engine/shared/i18n/createI18n.ts'
import { loadProject } from '../../engine/node/load/loadProject.ts'
import { resolveMarket } from '../../engine/node/resolve/resolveMarket.ts'
import type { PageDocument } from '../../engine/shared/types/page.gen.ts'
import type { EffectiveMarket } from '../../engine/model/effectiveMarket.ts'

/** What the scaffolder needs to know about the project it adds a market to. */
export interface ProjectFacts {
  root: string
  /** Every market document by file name, abstract ones included, as it is after inheritance. */
  markets: Map<string, EffectiveMarket & { abstract?: boolean }>
  /** Page documents by file ("pages/plus.json"): where a data problem was found. */
  pagesByFile: Map<string, PageDocument>
  /** Market paths of the pages that belong to a product line (plus, ride, truckRental…): the country's offer, not its language's. */
  productLinePaths: Set<string>
  /** The market each market document extends, by file name (none for a root). */
  extendsOf: Map<string, string | undefined>
  /** Locales that have a bundle (locales/<locale>/translations.json). */
  bundleLocales: string[]
  /** Bundles that have a "markets" section: each gets the new country name. */
  bundlesWithMarkets: string[]
  /** Keys of en-US, flattened ("languages.fr"). */
  englishKeys: Set<string>
  seeds: ReadonlyMap<string, MarketSeed>
  /** Whether a file exists under the root. */
  exists: (file: string) => boolean
}

export function readProjectFacts(root: string): ProjectFacts {
  const project = loadProject(undefined, root)
  const markets = new Map<string, EffectiveMarket & { abstract?: boolean }>()
  for (const [code, document] of project.markets) {
    try {
      markets.set(code, { ...resolveMarket(project, code).value, ...(document.data.abstract ? { abstract: true } : {}) })
    } catch {
      // A market whose chain is broken cannot be started from; validation names it.
    }
  }
  const english = project.bundles.get(LAST_FALLBACK_LOCALE)
  return {
    root,
    markets,
    pagesByFile: new Map([...project.pages.values()].map(({ source, data }) => [source.file, data])),
    productLinePaths: new Set(
      [...project.pages.values()].flatMap(({ data }) => (data.productLine && data.marketPath ? [data.marketPath] : [])),
    ),
    extendsOf: new Map([...project.markets].map(([code, document]) => [code, document.data.extends])),
    bundleLocales: [...project.bundles.keys()],
    bundlesWithMarkets: [...project.bundles].filter(([, bundle]) => typeof bundle.data.markets === 'object').map(([locale]) => locale),
    englishKeys: new Set(english ? flattenBundle(english.data).keys() : []),
    seeds: marketSeeds(join(root, 'api/seed/markets')),
    exists: (file) => existsSync(join(root, file)),
  }
}
