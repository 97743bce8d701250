import { closeSync, openSync, readSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { templateOfHtml } from './templateOfHtml.ts'

/** Enough of a page to hold its `<html>` tag. */
const HEAD_BYTES = 512

function headOf(file: string): string {
  const descriptor = openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(HEAD_BYTES)
    return buffer.toString('utf8', 0, readSync(descriptor, buffer, 0, HEAD_BYTES, 0))
  } finally {
    closeSync(descriptor)
  }
}

/**
 * One built HTML file per page template (templateOfHtml), the first in path order: what a check too slow for every
 * page (the Nu HTML Checker) runs over. The list comes from the built files and the site index, so a new page
 * document, route source or engine page is in it without anyone adding it. `htmlFiles` are paths below `clientDir`.
 */
export function onePagePerTemplate(clientDir: string, htmlFiles: string[], site: SiteIndex | undefined): Map<string, string> {
  const samples = new Map<string, string>()
  for (const htmlPath of [...htmlFiles].sort()) {
    const template = templateOfHtml(htmlPath, site, headOf(join(clientDir, htmlPath)))
    if (!samples.has(template)) samples.set(template, htmlPath)
  }
  return samples
}
