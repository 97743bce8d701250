import type { MarketSeed } from '../marketSeed.ts'

/** A seed file's text: one field per line and one branch per line, so a diff shows the branch that changed. */
export function marketSeedText(seed: MarketSeed): string {
  const { branches, rates, ...fields } = seed
  const lines = Object.entries({ $schema: './marketSeed.schema.json', ...fields }).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`,
  )
  const itemLines = (items: readonly unknown[]) =>
    items.map((item, index) => `    ${JSON.stringify(item)}${index < items.length - 1 ? ',' : ''}`).join('\n')
  const rateLines = rates ? `  "rates": [\n${itemLines(rates)}\n  ],\n` : ''
  return `{\n${lines.join('\n')}\n${rateLines}  "branches": [\n${itemLines(branches)}\n  ]\n}\n`
}
