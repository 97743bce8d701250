/** The markets as their extends tree; abstract ones (extended, never built) are marked and cannot be opened. */
import type { MarketNode } from '../../shared/studioApi.ts'

interface Props {
  markets: MarketNode[]
  selected?: string
  onSelect: (market: MarketNode) => void
}

function Branch({ parent, markets, selected, onSelect }: Props & { parent?: string }) {
  const children = markets.filter(
    (market) => market.extends === parent || (parent === undefined && !markets.some((m) => m.code === market.extends)),
  )
  if (children.length === 0) return null
  return (
    <ul className="tree">
      {children.map((market) => (
        // A market others extend takes a line of its own; the markets built from it sit side by side under it.
        <li key={market.code} className={markets.some((other) => other.extends === market.code) ? 'branch' : 'leaf'}>
          {market.abstract ? (
            <span className="abstract" title={market.file}>
              {market.code} <small>(abstract)</small>
            </span>
          ) : (
            <button
              type="button"
              className="link"
              aria-pressed={market.code === selected}
              onClick={() => onSelect(market)}
              title={market.file}
            >
              {market.code}
            </button>
          )}
          <Branch parent={market.code} markets={markets} selected={selected} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  )
}

export function MarketTree(props: Props) {
  return (
    <nav aria-label="Markets">
      <Branch {...props} />
    </nav>
  )
}
