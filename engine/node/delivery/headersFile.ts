/**
 * The `_headers` file in dist/client (the format of Netlify and Cloudflare Pages: a path pattern on its own line,
 * then indented `Name: value` lines): the security headers for every path, the cache policy for the files that
 * do not revalidate. `npm run serve` reads the same file, so the local server and a static host answer alike.
 * Cache-Control rules never overlap: both hosts join the values of two matching rules, which would mix policies;
 * pages get no rule because both hosts already send them `public, max-age=0, must-revalidate` (REVALIDATE).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cacheControlFor, REVALIDATE } from './cachePolicy.ts'
import { COMPRESSED_VARIANT, HEADERS_FILE, siteFiles } from './siteFiles.ts'

export { HEADERS_FILE }

export interface HeaderRule {
  pattern: string
  headers: [string, string][]
}

/**
 * A header name starting with this detaches the header a more general rule set (Cloudflare Pages' `! Name` line), so
 * a later rule can set the page's own value instead of having both values joined.
 */
export const DETACH = '! '

/**
 * The rules for a built client folder: security headers on `/*`, then the page rules (a page's own policy), then one
 * cache rule per folder or file that needs one.
 */
export function headerRules(clientDir: string, security: Record<string, string>, pageRules: readonly HeaderRule[] = []): HeaderRule[] {
  const rules: HeaderRule[] = [{ pattern: '/*', headers: Object.entries(security) }, ...pageRules]
  const cacheRule = (pattern: string, policy: string): HeaderRule => ({ pattern, headers: [['Cache-Control', policy]] })
  for (const entry of readdirSync(clientDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isFile()) {
      const policy = cacheControlFor(`/${entry.name}`)
      if (policy !== REVALIDATE && !COMPRESSED_VARIANT.test(entry.name)) rules.push(cacheRule(`/${entry.name}`, policy))
      continue
    }
    if (!entry.isDirectory()) continue
    const files = siteFiles(join(clientDir, entry.name), /(?<!\.br|\.gz)$/)
      .map((file) => `/${entry.name}/${file.split('\\').join('/')}`)
      .sort()
    const policies = new Set(files.map(cacheControlFor))
    const [only] = policies
    // A folder whose files all share one policy gets one rule (/assets/*); a mixed folder one rule per file that needs one.
    if (policies.size === 1 && only !== REVALIDATE) rules.push(cacheRule(`/${entry.name}/*`, only))
    else if (policies.size > 1)
      for (const file of files) if (cacheControlFor(file) !== REVALIDATE) rules.push(cacheRule(file, cacheControlFor(file)))
  }
  return rules
}

export function formatHeaderRules(rules: HeaderRule[]): string {
  const header = '# Written by npm run build (engine/node/delivery/headersFile.ts); npm run serve answers with the same headers.\n'
  return (
    header +
    rules
      .map(
        (rule) =>
          `${rule.pattern}\n${rule.headers.map(([name, value]) => (name.startsWith(DETACH) ? `  ${name}\n` : `  ${name}: ${value}\n`)).join('')}`,
      )
      .join('')
  )
}

export function writeHeadersFile(clientDir: string, security: Record<string, string>, pageRules: readonly HeaderRule[] = []): HeaderRule[] {
  const rules = headerRules(clientDir, security, pageRules)
  writeFileSync(join(clientDir, HEADERS_FILE), formatHeaderRules(rules))
  return rules
}

/** Reads a `_headers` file; undefined when there is none. Lines that are neither a path nor an indented header are skipped. */
export function readHeadersFile(clientDir: string): HeaderRule[] | undefined {
  const file = join(clientDir, HEADERS_FILE)
  if (!existsSync(file)) return undefined
  const rules: HeaderRule[] = []
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] })
    else if (line.trim().startsWith('!') && rules.length > 0) rules.at(-1)!.headers.push([`${DETACH}${line.trim().slice(1).trim()}`, ''])
    else {
      const colon = line.indexOf(':')
      if (colon > 0 && rules.length > 0) rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  return rules
}

/** `*` matches anything (slashes too), `:name` one path segment, as on both hosts. */
export function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`).test(path)
}

/**
 * The headers of every rule that matches the path, lower-cased names; a later rule's value is joined to an earlier
 * one's, unless the later rule detaches the header first (`! Name`): then its own value replaces it.
 */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, path)) continue
    for (const [name, value] of rule.headers) {
      if (name.startsWith(DETACH)) {
        delete headers[name.slice(DETACH.length).toLowerCase()]
        continue
      }
      const key = name.toLowerCase()
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value
    }
  }
  return headers
}
