/** The studio: browse on the left, the preview in the middle, explain/edit/changes/new market on the right. */
import { useState } from 'react'
import type { ExplainedPage, SiteMap } from '../shared/studioApi.ts'
import { apiQuery } from './api/fetchStudio.ts'
import { NotAvailable } from './api/NotAvailable.tsx'
import { useFilesChanged } from './api/useFilesChanged.ts'
import { useStudioData } from './api/useStudioData.ts'
import { BrowsePanel } from './browse/BrowsePanel.tsx'
import { PreviewPanel } from './preview/PreviewPanel.tsx'
import { SidePanelContent } from './side/SidePanelContent.tsx'
import { SideTabs } from './side/SideTabs.tsx'
import { useStudioView } from './state/useStudioView.ts'

export function StudioApp() {
  const [view, change] = useStudioView()
  const [revision, setRevision] = useState(0)
  // Files changed on disk (by the studio or an editor): the frames reload themselves, the data is fetched again.
  const [diskRevision, setDiskRevision] = useState(0)
  const site = useStudioData<SiteMap>('/site')
  const opened = view.market && view.language && view.page
  const explain = useStudioData<ExplainedPage>(
    opened ? `/explain?${apiQuery({ market: view.market, page: view.page, language: view.language })}` : undefined,
  )
  useFilesChanged(() => {
    site.reload()
    explain.reload()
    setDiskRevision((value) => value + 1)
  })
  const siteMap = site.data.kind === 'answer' ? site.data.body : undefined
  const explained = explain.data.kind === 'answer' && explain.data.status === 200 ? explain.data.body : undefined
  const language = siteMap?.markets
    .find((market) => market.code === view.market)
    ?.languages.find((entry) => entry.language === view.language)

  function onSaved() {
    site.reload()
    explain.reload()
    setRevision((value) => value + 1)
  }

  return (
    <div className="studio">
      <header className="studio-header">
        <h1>Studio</h1>
        {explained && (
          <p>
            {explained.pageId} in {explained.market}, {explained.language}: <code>{explained.path}</code>
          </p>
        )}
      </header>
      <main className="studio-main">
        {siteMap ? <BrowsePanel site={siteMap} view={view} onChange={change} /> : <NotAvailable data={site.data} what="the site" />}
        <PreviewPanel
          site={siteMap}
          explained={explained}
          view={view}
          onChange={change}
          revision={revision}
          explainMissing={explain.data.kind === 'not-available' || explain.data.kind === 'failed'}
        />
        <SideTabs tab={view.tab} onChange={(tab) => change({ tab })}>
          <SidePanelContent
            view={view}
            explain={explain.data}
            explained={explained}
            context={{ site: siteMap, locale: language?.locale ?? view.language ?? 'en', onTextSaved: onSaved }}
            revision={revision + diskRevision}
            onSelectBlock={(block) => change({ block })}
            onSaved={onSaved}
          />
        </SideTabs>
      </main>
    </div>
  )
}
