/**
 * A model of how Netlify answers a GET on a published folder, with its own rule matcher (netlify-redirector, the
 * WebAssembly build of the matcher Netlify's servers and CLI use) over the rules its own parser reads from `_redirects`
 * (@netlify/redirect-parser). From https://docs.netlify.com/routing/redirects/: a rule that is not forced (`!`) does
 * not shadow a file that exists (https://docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing); the first
 * matching rule wins; a 404 rule sends its target's bytes with status 404. Without a rule, a file answers 200, a
 * folder with an index.html answers at its path with a slash (the path without one is redirected, 301), `/x` is
 * `/x.html` when that exists, and anything else gets the root 404.html with status 404.
 */
import { join } from 'node:path'
import { parseAllRedirects } from '@netlify/redirect-parser'
import redirector from 'netlify-redirector'
import type { HostAnswer } from './hostAnswer.ts'
import { readPublishedFiles, type PublishedFiles } from './publishedFiles.ts'

interface NetlifyMatch {
  to: string
  status: number
  force: boolean
}

/** The file Netlify serves at a path without any rule, or the redirect to the path with a slash. */
function staticAnswer(files: PublishedFiles, path: string): HostAnswer | undefined {
  const file = path.replace(/^\//, '')
  if (file !== '' && !file.endsWith('/') && files.has(file)) return { status: 200, file }
  const folder = file === '' || file.endsWith('/') ? file : `${file}/`
  if (files.has(`${folder}index.html`))
    return folder === file ? { status: 200, file: `${folder}index.html` } : { status: 301, location: `/${folder}` }
  if (!file.endsWith('/') && files.has(`${file}.html`)) return { status: 200, file: `${file}.html` }
  return undefined
}

/** Netlify's answers for a published folder and its `_redirects`; `problems` are the lines its parser refused. */
export async function createNetlifyHost(
  folder: string,
): Promise<{ answer: (path: string) => HostAnswer; problems: string[]; rules: number }> {
  const files = readPublishedFiles(folder)
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [join(folder, '_redirects')],
    configRedirects: [],
    minimal: false,
  })
  const matcher = await redirector.parseJSON(JSON.stringify(redirects), {})
  const answer = (path: string): HostAnswer => {
    const decoded = decodeURIComponent(path)
    const match: NetlifyMatch | null = matcher.match({
      scheme: 'https',
      host: 'www.example.com',
      path: decoded,
      query: '',
      getHeader: () => '',
      getCookie: () => '',
    })
    const found = staticAnswer(files, decoded)
    if (match && (match.force || !found)) {
      if (match.status >= 300 && match.status < 400) return { status: match.status, location: match.to }
      const target = staticAnswer(files, match.to)
      return { status: match.status, file: target?.file }
    }
    return found ?? { status: 404, file: files.has('404.html') ? '404.html' : undefined }
  }
  return { answer, problems: errors.map((error: Error) => error.message), rules: redirects.length }
}
