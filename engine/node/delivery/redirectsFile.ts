/**
 * The `_redirects` file in dist/client (https://docs.netlify.com/routing/redirects/): the rules Netlify needs to answer
 * like `npm run serve`. Netlify answers an unknown path with the root 404.html only, so each market language gets
 * `/de-de/*  /de-de/404.html  404`: a rule that is not forced never shadows a file that exists, so it only catches
 * paths under /de-de/ that are no file. The 404 pages' own URLs are forced to status 404 first (a rule list is read
 * top down, first match wins): a 404 page never answers 200.
 * Cloudflare Pages reads the same file but takes only 200 and 3xx rules; it skips these lines (it says so when it
 * deploys) and finds /de-de/404.html itself, the nearest 404.html up the folder tree, with status 404
 * (https://developers.cloudflare.com/pages/configuration/serving-pages/#not-found-behavior).
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { NOT_FOUND_FILE, NOT_FOUND_SLUG } from '../../shared/notFoundPage.ts'

export const REDIRECTS_FILE = '_redirects'

/** A market language's folder of the client folder ("de-de", "de-de-zentrovo"), as the build names them. */
const MARKET_FOLDER = /^[a-z]{2}-[a-z]{2}(-[a-z0-9]+)?$/

export interface RedirectRule {
  from: string
  to: string
  status: number
  /** Netlify's `!`: the rule applies even where a file exists. */
  force: boolean
}

/** The rules for a built client folder: the root 404 page's own URL, then per market language its 404 URLs and the catch-all. */
export function redirectRules(clientDir: string): RedirectRule[] {
  const notFound = (prefix: string): RedirectRule[] => {
    const page = `${prefix}/${NOT_FOUND_FILE}`
    // Netlify serves /de-de/404.html at /de-de/404 and /de-de/404/ too (it matches a rule with or without the slash).
    return [
      { from: page, to: page, status: 404, force: true },
      { from: `${prefix}/${NOT_FOUND_SLUG}`, to: page, status: 404, force: true },
    ]
  }
  const rules = existsSync(join(clientDir, NOT_FOUND_FILE)) ? notFound('') : []
  const markets = readdirSync(clientDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && MARKET_FOLDER.test(entry.name) && existsSync(join(clientDir, entry.name, NOT_FOUND_FILE)))
    .map((entry) => entry.name)
    .sort()
  for (const market of markets)
    rules.push(...notFound(`/${market}`), { from: `/${market}/*`, to: `/${market}/${NOT_FOUND_FILE}`, status: 404, force: false })
  return rules
}

export function formatRedirectRules(rules: readonly RedirectRule[]): string {
  const header =
    '# Written by npm run build (engine/node/delivery/redirectsFile.ts) for Netlify: 404 pages per market language, as npm run serve answers.\n' +
    '# Cloudflare Pages skips these lines (it takes 200 and 3xx rules only) and answers with the nearest 404.html itself.\n'
  return header + rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}${rule.force ? '!' : ''}\n`).join('')
}

/** Writes `_redirects` into the client folder; answers its rules. */
export function writeRedirectsFile(clientDir: string): RedirectRule[] {
  const rules = redirectRules(clientDir)
  writeFileSync(join(clientDir, REDIRECTS_FILE), formatRedirectRules(rules))
  return rules
}
