/** The content of the chosen tab of the right column. */
import type { ExplainedPage } from '../../shared/studioApi.ts'
import { NotAvailable } from '../api/NotAvailable.tsx'
import type { Loaded } from '../api/useStudioData.ts'
import { ChangesPanel } from '../changes/ChangesPanel.tsx'
import { EditPanel } from '../edit/EditPanel.tsx'
import type { StudioFormContext } from '../edit/studioFormContext.ts'
import { ExplainPanel } from '../explain/ExplainPanel.tsx'
import { NewMarketPanel } from '../newMarket/NewMarketPanel.tsx'
import type { StudioView } from '../state/studioView.ts'

interface Props {
  view: StudioView
  explain: Loaded<ExplainedPage>
  explained?: ExplainedPage
  context: StudioFormContext
  revision: number
  onSelectBlock: (place: string) => void
  onSaved: () => void
}

export function SidePanelContent({ view, explain, explained, context, revision, onSelectBlock, onSaved }: Props) {
  if (view.tab === 'changes') return <ChangesPanel revision={revision} />
  if (view.tab === 'new-market') return <NewMarketPanel onWritten={onSaved} />
  if (!explained) {
    if (explain.kind === 'idle') return <p className="muted">Choose a page, a market and a language.</p>
    if (explain.kind === 'answer') {
      const { message } = explain.body as { message?: string }
      return <p role="alert">This page cannot be explained: {message ?? `the server answered ${explain.status}`}</p>
    }
    return <NotAvailable data={explain} what="the explanation of this page" />
  }
  if (view.tab === 'edit') {
    const block = explained.blocks.find((candidate) => candidate.place === view.block)
    return <EditPanel key={view.block} block={block} context={context} onSaved={onSaved} />
  }
  return <ExplainPanel explained={explained} selected={view.block} onSelect={onSelectBlock} />
}
