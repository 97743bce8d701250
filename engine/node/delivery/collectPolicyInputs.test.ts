import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_API_SETTINGS, type ApiSettings } from '../../shared/api/apiSettings.ts'
import { collectPolicyInputs } from './collectPolicyInputs.ts'
import { contentSecurityPolicy } from './securityHeaders.ts'

let folder: string | undefined
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }))

function policyFor(pages: Record<string, string>, api: ApiSettings = DEFAULT_API_SETTINGS, tagManagerSrc = '/consent/tag-manager.js') {
  folder = mkdtempSync(join(tmpdir(), 'policy-inputs-'))
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    writeFileSync(join(folder, file), html)
  }
  const inputs = collectPolicyInputs(folder, { api, tagManagerSrc, videoOrigin: 'https://video.example.com' })
  return { inputs, policy: contentSecurityPolicy(inputs) }
}

const DATA_ONLY =
  '<script type="application/json" id="island-payload">{"a":1}</script><script type="application/ld+json">{}</script><script src="/x.js" type="module"></script>'

describe('the Content-Security-Policy of a built site', () => {
  it('allows only the site itself for a site without third parties, whatever data scripts it has', () => {
    const { inputs, policy } = policyFor({ 'index.html': DATA_ONLY })
    expect(inputs).toEqual({ scriptOrigins: [], connectOrigins: [], frameOrigins: [], scriptHashes: [], styleHashes: [], pageFrames: [] })
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain("style-src 'self';")
    expect(policy).toContain("frame-src 'none'")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it('adds the video host as a frame origin only when a page embeds a video', () => {
    const { policy } = policyFor({
      'a/index.html': DATA_ONLY,
      'b/index.html': '<a href="https://video.example.com/watch/x" data-video-embed="x">Video</a>',
    })
    expect(policy).toContain('frame-src https://video.example.com;')
  })

  it('adds the origins of an API, micro-apps and a tag manager hosted elsewhere, and only those', () => {
    const api = { ...DEFAULT_API_SETTINGS, endpointBase: 'https://api.example.com/v2', webAppBase: 'https://apps.example.com/web-apps' }
    const { inputs } = policyFor(
      { 'index.html': '<div data-tag-manager-src="https://tags.example.com/gtm.js?id=1"></div>' },
      api,
      'https://tags.example.com/gtm.js',
    )
    expect(inputs.connectOrigins).toEqual(['https://api.example.com'])
    expect(inputs.scriptOrigins).toEqual(['https://tags.example.com', 'https://apps.example.com'])
    // A tag manager no page names is not allowed.
    expect(policyFor({ 'index.html': DATA_ONLY }, DEFAULT_API_SETTINGS, 'https://tags.example.com/gtm.js').inputs.scriptOrigins).toEqual([])
  })

  it('adds the consent loader when a page names it and the ride transfer component only when a page has the ride-home block', () => {
    const usage = {
      api: DEFAULT_API_SETTINGS,
      tagManagerSrc: '/consent/tag-manager.js',
      videoOrigin: 'https://video.example.com',
      consentLoaderSrc: 'https://consent.example.com/loader.js',
    }
    const page = (html: string, rideTransferSrc = 'https://transfer.example.com/c.js') => {
      if (folder) rmSync(folder, { recursive: true, force: true })
      folder = mkdtempSync(join(tmpdir(), 'policy-inputs-'))
      writeFileSync(join(folder, 'index.html'), html)
      return collectPolicyInputs(folder, { ...usage, blockScripts: [{ src: rideTransferSrc, attribute: 'data-ride-home' }] }).scriptOrigins
    }
    expect(page(DATA_ONLY)).toEqual([])
    expect(page('<div data-consent-loader-src="https://consent.example.com/loader.js?id=1"></div>')).toEqual([
      'https://consent.example.com',
    ])
    expect(page('<section data-ride-home="loading"></section>')).toEqual(['https://transfer.example.com'])
    // Local stand-ins are the site itself: nothing to add.
    expect(page('<section data-ride-home="loading"></section>', '/ride-transfer/ride-transfer.js')).toEqual([])
  })

  it('allows an inline executable script or <style> by the hash of its text, never by unsafe-inline', () => {
    const { inputs, policy } = policyFor({ 'index.html': `<script>window.a = 1</script><style>p{color:red}</style>${DATA_ONLY}` })
    const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
    expect(inputs.scriptHashes).toEqual([hash('window.a = 1')])
    expect(inputs.styleHashes).toEqual([hash('p{color:red}')])
    expect(policy).toContain(`script-src 'self' '${hash('window.a = 1')}'`)
    expect(policy).not.toContain('unsafe-inline')
  })
})
