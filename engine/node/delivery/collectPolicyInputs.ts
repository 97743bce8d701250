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
}

export interface BlockScript {
  src: string
  /** The attribute the block's markup carries, such as "data-ride-home". */
  attribute: string
}

const originOf = (url: string) => (ABSOLUTE.test(url) ? [new URL(url).origin] : [])
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

/** `pages`: the HTML files of the client folder (relative paths), when the caller listed them already. */
export function collectPolicyInputs(
  clientDir: string,
  usage: SiteUsage,
  pages: readonly string[] = siteFiles(clientDir, HTML_FILE),
): PolicyInputs {
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>()
  let video = false
  let tagManager = false
  let consentLoader = false
  const usedBlockScripts = new Set<BlockScript>()
  for (const page of pages) {
    const html = readFileSync(join(clientDir, page), 'utf8')
    for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
      if (!ANY_TYPE.test(attributes) || EXECUTABLE_TYPE.test(attributes)) scriptHashes.add(sha256(text))
    }
    for (const [, text] of html.matchAll(INLINE_STYLE)) styleHashes.add(sha256(text))
    video ||= VIDEO_EMBED.test(html)
    tagManager ||= html.includes(usage.tagManagerSrc)
    consentLoader ||= usage.consentLoaderSrc !== undefined && html.includes(usage.consentLoaderSrc)
    for (const script of usage.blockScripts ?? []) if (html.includes(` ${script.attribute}=`)) usedBlockScripts.add(script)
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
  }
}
