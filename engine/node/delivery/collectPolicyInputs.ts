/**
 * What the built site needs from outside its own origin and which inline elements it has, read from the
 * configuration and the built pages, so the Content-Security-Policy allows exactly that.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ApiSettings } from '../../shared/api/apiSettings.ts'
import type { PolicyInputs } from './securityHeaders.ts'
import { siteFiles } from './siteFiles.ts'

/** Script elements the browser runs: no type, a JavaScript type or module (JSON data blocks are not run, so CSP ignores them). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)((?:\s+[^>]*)?)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /\stype=["']?(module|text\/javascript|application\/javascript)["']?/i
const ANY_TYPE = /\stype=/i
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi
const VIDEO_EMBED = /\sdata-video-embed=/
const ABSOLUTE = /^https?:\/\//i
export const HTML_FILE = /\.html$/

export interface SiteUsage {
  api: ApiSettings
  /** Where the tag manager loads from (engine/server/createChromeModel.ts); counted as used when a page names it. */
  tagManagerSrc: string
  /** The video host of {{video:ID}} (engine/markup/RichText.tsx). */
  videoOrigin: string
  /** The consent loader that runs before the tag manager; counted as used when a page names it. */
  consentLoaderSrc?: string
  /**
   * Third-party scripts a block loads in the browser, such as the ride transfer component (features/ride): each counts as
   * used when a page carries its block's `attribute`, so a site whose pages never place the block does not allow it.
   */
  blockScripts?: readonly BlockScript[]
  /** Frames that only the pages with a marker may embed (the booking page's payment frame): their own CSP rule. */
  pageFrames?: readonly PageFrame[]
}

/**
 * Frames only some pages embed, such as a payment provider's card form on the booking page: the pages whose HTML
 * contains `marker` may frame `origins`, and no other page may (their policy keeps frame-src as it is).
 */
export interface PageFrame {
  marker: string
  origins: readonly string[]
}

/** The pages that frame more, as path patterns of the `_headers` format ("/:market/booking/"), with what they frame. */
export interface PageFramePolicy {
  pattern: string
  frameOrigins: string[]
}

/**
 * The path patterns of pages with a marker: the market prefix of "/de-de/booking/index.html" becomes ":market", so
 * one rule covers a page in every market ("/:market/booking/" and its index.html); a page outside a market folder
 * keeps its own path.
 */
export function pagePatterns(page: string): string[] {
  const path = `/${page.split('\\').join('/')}`
  const general = path.replace(/^\/[a-z]{2}-[a-z]{2}(?:-[a-z0-9]+)?\//, '/:market/')
  return general.endsWith('/index.html') ? [general.slice(0, -'index.html'.length), general] : [general]
}

/** Each marker's pages (relative paths) as path patterns, with the origins they frame besides the site's policy. */
export function collectPageFrames(framed: ReadonlyMap<PageFrame, readonly string[]>): PageFramePolicy[] {
  const byPattern = new Map<string, Set<string>>()
  for (const [frame, pages] of framed)
    for (const page of pages)
      for (const pattern of pagePatterns(page)) {
        const origins = byPattern.get(pattern) ?? new Set<string>()
        for (const origin of frame.origins) origins.add(origin)
        byPattern.set(pattern, origins)
      }
  return [...byPattern].sort(([a], [b]) => a.localeCompare(b)).map(([pattern, origins]) => ({ pattern, frameOrigins: [...origins] }))
}

export interface BlockScript {
  src: string
  /** The attribute the block's markup carries, such as "data-ride-home". */
  attribute: string
}

const originOf = (url: string) => (ABSOLUTE.test(url) ? [new URL(url).origin] : [])
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

/** What one page adds to the policy (collectPolicyInputs): a function of its HTML and the site's usage only. */
export interface PagePolicyFacts {
  scriptHashes: string[]
  styleHashes: string[]
  video: boolean
  tagManager: boolean
  consentLoader: boolean
  /** Indexes into usage.blockScripts of the scripts the page uses. */
  blockScripts: number[]
  /** Indexes into usage.pageFrames of the frames the page embeds. */
  pageFrames: number[]
}

export function pagePolicyFacts(html: string, usage: SiteUsage): PagePolicyFacts {
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (!ANY_TYPE.test(attributes) || EXECUTABLE_TYPE.test(attributes)) scriptHashes.add(sha256(text))
  }
  for (const [, text] of html.matchAll(INLINE_STYLE)) styleHashes.add(sha256(text))
  const matching = <T>(list: readonly T[] | undefined, test: (entry: T) => boolean) =>
    (list ?? []).flatMap((entry, index) => (test(entry) ? [index] : []))
  return {
    scriptHashes: [...scriptHashes],
    styleHashes: [...styleHashes],
    video: VIDEO_EMBED.test(html),
    tagManager: html.includes(usage.tagManagerSrc),
    consentLoader: usage.consentLoaderSrc !== undefined && html.includes(usage.consentLoaderSrc),
    blockScripts: matching(usage.blockScripts, (script) => html.includes(` ${script.attribute}=`)),
    pageFrames: matching(usage.pageFrames, (frame) => html.includes(frame.marker)),
  }
}

/**
 * `pages`: the HTML files of the client folder (relative paths), when the caller listed them already; `factsOf`:
 * each page's facts, when the caller knows some already (an incremental build keeps those of unchanged pages).
 */
export function collectPolicyInputs(
  clientDir: string,
  usage: SiteUsage,
  pages: readonly string[] = siteFiles(clientDir, HTML_FILE),
  factsOf: (page: string) => PagePolicyFacts = (page) => pagePolicyFacts(readFileSync(join(clientDir, page), 'utf8'), usage),
): PolicyInputs & { pageFrames: PageFramePolicy[] } {
  const framed = new Map<PageFrame, string[]>()
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>()
  let video = false
  let tagManager = false
  let consentLoader = false
  const usedBlockScripts = new Set<BlockScript>()
  for (const page of pages) {
    const facts = factsOf(page)
    for (const hash of facts.scriptHashes) scriptHashes.add(hash)
    for (const hash of facts.styleHashes) styleHashes.add(hash)
    video ||= facts.video
    tagManager ||= facts.tagManager
    consentLoader ||= facts.consentLoader
    for (const index of facts.blockScripts) usedBlockScripts.add(usage.blockScripts![index])
    for (const index of facts.pageFrames) {
      const frame = usage.pageFrames![index]
      framed.set(frame, [...(framed.get(frame) ?? []), page])
    }
  }
  return {
    scriptOrigins: [
      ...new Set([
        ...(consentLoader && usage.consentLoaderSrc ? originOf(usage.consentLoaderSrc) : []),
        ...(tagManager ? originOf(usage.tagManagerSrc) : []),
        ...[...usedBlockScripts].flatMap((script) => originOf(script.src)),
        ...originOf(usage.api.webAppBase),
      ]),
    ],
    connectOrigins: [...originOf(usage.api.endpointBase), ...originOf(usage.api.endpointBaseGrpc)],
    frameOrigins: video ? originOf(usage.videoOrigin) : [],
    scriptHashes: [...scriptHashes].sort(),
    styleHashes: [...styleHashes].sort(),
    pageFrames: collectPageFrames(framed),
  }
}
