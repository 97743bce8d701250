/** The preview width as a radio group named "Width". */
import { type PreviewWidth, WIDTHS } from '../state/studioView.ts'

export function WidthPicker({ width, onChange }: { width: PreviewWidth; onChange: (width: PreviewWidth) => void }) {
  return (
    <fieldset className="segmented">
      <legend>Width</legend>
      {(Object.keys(WIDTHS) as PreviewWidth[]).map((name) => (
        <label key={name}>
          <input type="radio" name="preview-width" value={name} checked={width === name} onChange={() => onChange(name)} />
          {name} {WIDTHS[name]} px
        </label>
      ))}
    </fieldset>
  )
}
