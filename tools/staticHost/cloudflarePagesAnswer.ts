/**
 * A model of how Cloudflare Pages answers a GET on a published folder, from
 * https://developers.cloudflare.com/pages/configuration/serving-pages/ and .../redirects/: `_redirects` rules with
 * status 200, 301, 302, 303, 307 or 308 apply first, whether or not a file exists (lines with another status are
 * skipped, as Pages skips them); an HTML file is redirected (308) to its path without `.html` (`/x/index.html` to
 * `/x/`), and answers there (200); a folder with an index.html answers at its path with a slash (308 from the path
 * without); any other file answers 200 at its path; anything else gets the nearest 404.html up the folder tree, status
 * 404 (the published folder has a root 404.html, so Pages does not treat the site as a single-page app).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { HostAnswer } from './hostAnswer.ts'
import { readPublishedFiles } from './publishedFiles.ts'

const PAGES_STATUSES = new Set([200, 301, 302, 303, 307, 308])

interface PagesRule {
  from: string
  to: string
  status: number
}

/** The rules Pages takes from `_redirects`, and how many lines it skips for a status it does not take. */
export function readPagesRules(text: string): { rules: PagesRule[]; skipped: number } {
  const rules: PagesRule[] = []
  let skipped = 0
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#')) continue
    const [from, to, code = '302'] = line.split(/\s+/)
    const status = Number(code)
    if (PAGES_STATUSES.has(status)) rules.push({ from, to, status })
    else skipped++
  }
  return { rules, skipped }
}

const matchesRule = (rule: PagesRule, path: string) =>
  rule.from.endsWith('*') ? path.startsWith(rule.from.slice(0, -1)) : path === rule.from

export function createCloudflarePagesHost(folder: string): { answer: (path: string) => HostAnswer; skippedRules: number } {
  const files = readPublishedFiles(folder)
  let text = ''
  try {
    text = readFileSync(join(folder, '_redirects'), 'utf8')
  } catch {}
  const { rules, skipped } = readPagesRules(text)
  const nearestNotFound = (file: string): HostAnswer => {
    const parts = file.split('/').slice(0, -1)
    for (let depth = parts.length; depth >= 0; depth--) {
      const candidate = [...parts.slice(0, depth), '404.html'].join('/')
      if (files.has(candidate)) return { status: 404, file: candidate }
    }
    return { status: 404 }
  }
  const answer = (path: string): HostAnswer => {
    const decoded = decodeURIComponent(path)
    const rule = rules.find((candidate) => matchesRule(candidate, decoded))
    if (rule) return rule.status === 200 ? { status: 200, file: rule.to.replace(/^\//, '') } : { status: rule.status, location: rule.to }
    const file = decoded.replace(/^\//, '')
    if (files.has(file) && file.endsWith('.html')) {
      const pretty = file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file.slice(0, -'.html'.length)
      return { status: 308, location: `/${pretty}` }
    }
    if (file !== '' && !file.endsWith('/') && files.has(file)) return { status: 200, file }
    const folderIndex = `${file === '' || file.endsWith('/') ? file : `${file}/`}index.html`
    if (files.has(folderIndex))
      return file === '' || file.endsWith('/') ? { status: 200, file: folderIndex } : { status: 308, location: `/${file}/` }
    if (!file.endsWith('/') && files.has(`${file}.html`)) return { status: 200, file: `${file}.html` }
    return nearestNotFound(file)
  }
  return { answer, skippedRules: skipped }
}
