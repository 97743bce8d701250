/** A link to a page: "page:<id>" chosen from the site's pages, or a free address when the schema allows one. */
import type { WidgetProps } from '@rjsf/utils'
import type { StudioFormContext } from '../edit/studioFormContext.ts'

const FREE = '(address)'

export function PageLinkWidget({ id, value, onChange, required, disabled, readonly, schema, registry }: WidgetProps) {
  const pages = (registry.formContext as StudioFormContext).site?.pages ?? []
  const current = typeof value === 'string' ? value : ''
  const choices = pages.map((page) => `page:${page.id}`)
  // A page link to a page the site map lacks stays a page link (validation names it); it is not a free address.
  if (current.startsWith('page:') && !choices.includes(current)) choices.push(current)
  const isPageLink = current === '' || choices.includes(current)
  // A pattern that only accepts page:<id> leaves no room for a free address.
  const allowsFree = typeof schema.pattern !== 'string' || !schema.pattern.startsWith('^page:')
  return (
    <div className="page-link">
      <select
        id={id}
        value={isPageLink ? current : FREE}
        required={required}
        disabled={disabled || readonly}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : event.target.value === FREE ? 'https://example.com/' : event.target.value)
        }
      >
        <option value="">Choose a page…</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
        {allowsFree && <option value={FREE}>Another address…</option>}
      </select>
      {!isPageLink && (
        <input
          aria-label="Address"
          value={current}
          disabled={disabled || readonly}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      )}
    </div>
  )
}
