/** The markets compared side by side: checkboxes, at most MAX_COMPARED_MARKETS of the markets that build this page. */
import { MAX_COMPARED_MARKETS } from '../state/studioView.ts'

export function ComparePicker({
  markets,
  chosen,
  onChange,
}: {
  markets: string[]
  chosen: string[]
  onChange: (chosen: string[]) => void
}) {
  const full = chosen.length >= MAX_COMPARED_MARKETS
  return (
    <fieldset className="compare-picker">
      <legend>Markets to compare (up to {MAX_COMPARED_MARKETS})</legend>
      {markets.map((market) => {
        const checked = chosen.includes(market)
        return (
          <label key={market}>
            <input
              type="checkbox"
              checked={checked}
              disabled={!checked && full}
              onChange={() => onChange(checked ? chosen.filter((code) => code !== market) : [...chosen, market])}
            />
            {market}
          </label>
        )
      })}
    </fieldset>
  )
}
