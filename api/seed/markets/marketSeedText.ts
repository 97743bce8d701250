import type { MarketSeed } from '../marketSeed.ts'

/** A seed file's text: one field per line and one branch per line, so a diff shows the branch that changed. */
export function marketSeedText(seed: MarketSeed): string {
  const { branches, ...fields } = seed
  const lines = Object.entries({ $schema: './marketSeed.schema.json', ...fields }).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`,
  )
  const branchLines = branches.map((branch, index) => `    ${JSON.stringify(branch)}${index < branches.length - 1 ? ',' : ''}`)
  return `{\n${lines.join('\n')}\n  "branches": [\n${branchLines.join('\n')}\n  ]\n}\n`
}
