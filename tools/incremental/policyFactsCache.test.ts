import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SiteUsage } from '../../engine/node/delivery/collectPolicyInputs.ts'
import { CACHE_FOLDER } from './buildCache.ts'
import { policyFacts } from './policyFactsCache.ts'

let root: string
const usage = {
  api: { endpointBase: '/api', endpointBaseGrpc: '/grpc', webAppBase: '/web-apps' },
  tagManagerSrc: 'https://tags.example.com/gtm.js',
  videoOrigin: 'https://video.example.com',
} as unknown as SiteUsage
const fromHtml = {
  scriptHashes: [],
  styleHashes: [],
  video: true,
  tagManager: false,
  consentLoader: false,
  blockScripts: [],
  pageFrames: [],
}
const kept = { ...fromHtml, video: false, scriptHashes: ['sha256-kept'] }

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'policy-facts-'))
  mkdirSync(join(root, 'client/de-de'), { recursive: true })
  mkdirSync(join(root, CACHE_FOLDER), { recursive: true })
  writeFileSync(join(root, 'client/de-de/index.html'), '<div data-video-embed="x"></div>')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

// _headers is written from every page; an incremental build reads only the pages it wrote anew, never a stale fact.
describe('policyFacts', () => {
  const previous = (output: string, usageKey = JSON.stringify(usage)) => ({
    usage: usageKey,
    pages: { 'de-de/index.html': { output, facts: kept } },
  })
  const client = () => join(root, 'client')

  it('takes a page’s kept facts when its output hash is the one they were kept for', () => {
    const facts = policyFacts(client(), usage, previous('o1'), new Map([['de-de/index.html', 'o1']]))
    expect(facts.factsOf('de-de/index.html')).toEqual(kept)
  })

  it('reads the page when it was written anew (another output hash) or the site’s usage changed', () => {
    expect(policyFacts(client(), usage, previous('o1'), new Map([['de-de/index.html', 'o2']])).factsOf('de-de/index.html')).toEqual(
      fromHtml,
    )
    expect(policyFacts(client(), usage, previous('o1', '{}'), new Map([['de-de/index.html', 'o1']])).factsOf('de-de/index.html')).toEqual(
      fromHtml,
    )
  })

  it('keeps the facts it gave, by output hash, for the next build', () => {
    const facts = policyFacts(client(), usage, undefined, new Map([['de-de/index.html', 'o2']]))
    facts.factsOf('de-de/index.html')
    const hash = facts.keep(root)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    const again = policyFacts(
      client(),
      usage,
      { usage: JSON.stringify(usage), pages: { 'de-de/index.html': { output: 'o2', facts: kept } } },
      new Map([['de-de/index.html', 'o2']]),
    )
    expect(again.factsOf('de-de/index.html')).toEqual(kept)
  })
})
