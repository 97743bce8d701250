// Protects the browser build's framework (issue 28 §3): React's entry points resolve to Preact's compatibility layer in
// the browser bundles, and stay React's in the server bundle that renders the pages.
import { describe, expect, it } from 'vitest'
import { PREACT_FOR_REACT, preactInBrowserPlugin } from './preactInBrowserPlugin.ts'

type ResolveId = (this: unknown, source: string, importer: string | undefined, options: object) => Promise<unknown>

function resolveIn(consumer: 'client' | 'server', source: string) {
  const asked: string[] = []
  const context = {
    environment: { config: { consumer } },
    resolve: async (id: string) => {
      asked.push(id)
      return { id: `/node_modules/${id}` }
    },
  }
  const resolveId = preactInBrowserPlugin().resolveId as unknown as ResolveId
  return resolveId.call(context, source, '/x.tsx', {}).then((resolved) => ({ resolved, asked }))
}

describe('preactInBrowserPlugin', () => {
  it('stands Preact in for every React entry point in the browser bundles', async () => {
    for (const [react, preact] of Object.entries(PREACT_FOR_REACT))
      expect(await resolveIn('client', react)).toEqual({ resolved: { id: `/node_modules/${preact}` }, asked: [preact] })
  })

  it('leaves React to the server bundle, and other modules alone', async () => {
    expect(await resolveIn('server', 'react-dom/client')).toEqual({ resolved: null, asked: [] })
    expect(await resolveIn('client', 'minisearch')).toEqual({ resolved: null, asked: [] })
  })

  it('runs in builds only, so the dev server keeps React and its fast refresh', () => {
    expect(preactInBrowserPlugin().apply).toBe('build')
  })
})
