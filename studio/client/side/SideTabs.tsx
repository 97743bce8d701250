/** The right column's tabs (WAI-ARIA tabs: arrow keys move between them, only the chosen one is in the tab order). */
import type { KeyboardEvent, ReactNode } from 'react'
import { type StudioTab, TABS } from '../state/studioView.ts'

export const TAB_LABELS: Record<StudioTab, string> = { explain: 'Explain', edit: 'Edit', changes: 'Changes', 'new-market': 'New market' }

export function SideTabs({ tab, onChange, children }: { tab: StudioTab; onChange: (tab: StudioTab) => void; children: ReactNode }) {
  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]
    onChange(next)
    document.getElementById(`tab-${next}`)?.focus()
  }
  return (
    <section className="panel side" aria-label="Details">
      <div role="tablist" aria-label="Details" className="tabs">
        {TABS.map((name) => (
          <button
            key={name}
            id={`tab-${name}`}
            type="button"
            role="tab"
            aria-selected={name === tab}
            aria-controls={`tabpanel-${name}`}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => onChange(name)}
            onKeyDown={onKeyDown}
          >
            {TAB_LABELS[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`} className="tabpanel">
        {children}
      </div>
    </section>
  )
}
