/** The pages; a generated page names the route source that makes one page per item. */
import type { PageNode } from '../../shared/studioApi.ts'

export function PageList({ pages, selected, onSelect }: { pages: PageNode[]; selected?: string; onSelect: (page: string) => void }) {
  return (
    <nav aria-label="Pages">
      <ul className="plain">
        {pages.map((page) => (
          <li key={page.id}>
            <button type="button" className="link" aria-pressed={page.id === selected} onClick={() => onSelect(page.id)} title={page.file}>
              {page.id}
            </button>
            {page.generatedFrom && <small className="muted"> generated from {page.generatedFrom}</small>}
          </li>
        ))}
      </ul>
    </nav>
  )
}
