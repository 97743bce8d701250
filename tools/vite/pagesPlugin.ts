import { statSync } from 'node:fs'
import type { Plugin, ViteDevServer } from 'vite'
import { formatProblems } from '../../engine/shared/problem.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { assemblePage } from '../../engine/node/assets/assemblePage.ts'
import type { PreparedSite } from '../../engine/server/preparedSite.ts'
import type * as PrerenderEntry from '../../engine/server/prerenderEntry.ts'
import { contentWidthCss } from '../../engine/theme/contentWidthCss.ts'
import { cachingSend, type CachingSend } from '../../engine/node/data/recordedAnswers.ts'
import { embeddedApiOnFirstCall, loadSiteData } from '../data/prepareSite.ts'
import { isValidatedFile, WATCHED_PATHS } from '../../engine/model/documentKinds.ts'
import { repoRelative } from '../../engine/node/repoRoot.ts'
import { CHROME_CSS_URL, createDevPageAssets } from './devPageAssets.ts'
import { readStoredAnswers, referenceApiFingerprint, writeStoredAnswers } from '../data/storedApiAnswers.ts'
import { PAGES_CHANGED_EVENT, type PagesChanged, renderedPages } from './renderedPages.ts'

/** Saving one of these reloads the documents and their data: documents, bundles, route sources, block loaders. */
const isDataFile = (file: string) =>
  isValidatedFile(file) || /^(sources\/[^/]+\.ts|blocks\/[^/]+\/(data|block)\.ts|schemas\/.+)$/.test(file)
/** The renderer, loaded through Vite (its blocks with their styles), as a build bundles it. */
const RENDERER = '/engine/server/prerenderEntry.ts'
/** The dev-only script on every page that reloads it when a change affects it. */
const RELOADS_CLIENT = '/tools/vite/pageReloadsClient.ts'

/** Validates the documents and runs the data stage as the build does; the pages render what it prepared. */
async function prepare(server: ViteDevServer, send: (send: typeof fetch) => typeof fetch): Promise<PreparedSite> {
  const log = server.config.logger
  const started = performance.now()
  const { problems, index } = validateProject()
  const validated = performance.now()
  if (problems.length > 0) log.warn(formatProblems(problems).join('\n'))
  if (!index) {
    log.info(`✗ ${problems.filter((p) => p.severity === 'error').length} document error(s): the browser shows them until they are fixed`)
    return { problems }
  }
  const data = await loadSiteData(index, (file) => server.ssrLoadModule(`/${file}`), { send })
  if (data.problems.length > 0) {
    log.warn(formatProblems(data.problems).join('\n'))
    log.info(`✗ the data of ${data.problems.length} place(s) did not load: the browser shows why until it does`)
    return { problems: data.problems }
  }
  const seconds = (from: number, to = performance.now()) => `${((to - from) / 1000).toFixed(1)} s`
  log.info(`✓ documents valid in ${seconds(started, validated)}, data loaded (${data.stats.requests} requests) in ${seconds(validated)}`)
  return { site: data.site, blockData: data.blockData }
}

/** The problem a crash of the data stage is shown as (an engine bug, but the author sees where it happened). */
function crashProblem(error: unknown): PreparedSite {
  const message = error instanceof Error ? error.message : String(error)
  return { problems: [{ severity: 'error', file: 'site.json', line: 1, column: 1, pointer: '', rule: 'dataStage', message }] }
}

/** A request for a page: a path without a file extension (trailing slash or not), not one of Vite's own. */
function pagePath(url: string | undefined): string | undefined {
  const pathname = new URL(url ?? '/', 'http://dev').pathname
  if (pathname.startsWith('/@') || pathname.startsWith('/__') || /\.[\w-]+$/.test(pathname.split('/').pop() ?? '')) return undefined
  return pathname
}

/**
 * `npm run dev`: pages rendered by the build's renderer (engine/server/renderPage.ts) from the site prepared as a
 * build prepares it, and finished by the build's assemblePage with the dev server's assets (devPageAssets.ts):
 * one page pipeline for both. The documents are validated and their data loaded before the first page is served,
 * and again whenever a document, a translation, a schema, a route source or a block's definition or loader is
 * saved; the terminal prints the problems and the open pages the change affects reload (renderedPages.ts: the
 * URLs `npm run impact` lists for it), every open page when the documents have or had problems (showing the same
 * problems until they are fixed).
 */
export function pagesPlugin(): Plugin[] {
  return [directStylesheetsPlugin(), pageRendererPlugin()]
}

/**
 * A page links each styled module's stylesheet as `…/Module.wyw-in-js.css?direct` (devPageAssets.ts), for which Vite
 * answers the CSS itself rather than a module that injects it. wyw-in-js resolves its stylesheets without their
 * query, so Vite saw no `?direct` and answered JavaScript: the query is put back here.
 */
function directStylesheetsPlugin(): Plugin {
  return {
    name: 'site-direct-stylesheets',
    apply: 'serve',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [path, query] = source.split('?', 2)
      if (!path.endsWith('.wyw-in-js.css') || !query?.split('&').includes('direct')) return undefined
      const resolved = await this.resolve(path, importer, { skipSelf: true })
      return resolved ? `${resolved.id}?${query}` : undefined
    },
  }
}

function pageRendererPlugin(): Plugin {
  return {
    name: 'site-pages',
    apply: 'serve',
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: RELOADS_CLIENT }, injectTo: 'head' }],
    configureServer(server) {
      let ready: Promise<PreparedSite> | undefined
      // The web API's answers are kept between preparations, which then take about as long as validation; a change
      // to the reference API (api/) forgets them. The reference API's answers are also kept on disk for the next
      // start, as long as its code and seed data are unchanged (a full URL's API is always asked afresh).
      let apiAnswers: CachingSend | undefined
      let fingerprint = referenceApiFingerprint()
      let keepsOnDisk = false
      const send = (send: typeof fetch) => {
        keepsOnDisk = send === embeddedApiOnFirstCall
        apiAnswers ??= cachingSend(send, keepsOnDisk ? readStoredAnswers(fingerprint) : [])
        return apiAnswers.send
      }
      const storeAnswers = async (prepared: PreparedSite) => {
        if (!keepsOnDisk || !apiAnswers || apiAnswers.sent() === 0 || !('site' in prepared)) return
        writeStoredAnswers(fingerprint, await apiAnswers.answers())
      }
      const refresh = () => {
        // A change to the reference API (api/), or a new day, and the answers it gave are asked again.
        const current = referenceApiFingerprint()
        if (current !== fingerprint) {
          apiAnswers?.forget()
          fingerprint = current
        }
        ready = prepare(server, send)
          .catch(crashProblem)
          .then(async (prepared) => {
            await storeAnswers(prepared).catch((error: unknown) =>
              server.config.logger.warn(`API answers not kept for the next start: ${error}`),
            )
            return prepared
          })
        return ready
      }
      const rendered = renderedPages()
      const seen = seenVersions()
      const onChange = (file: string) => {
        const changed = repoRelative(file)
        if (!(changed.startsWith('api/') || changed.startsWith('schemas/api/') || isDataFile(changed))) return
        // The studio announces its own writes at once (studio/node/documentRoutes.ts); the file watcher hears them later.
        if (!seen.isNew(file)) return
        const before = ready
        void refresh()
          .then(async (prepared) => {
            // Problems are shown on every page, and pages that showed them show them no more: all reload.
            const hadProblems = before ? !('site' in (await before)) : false
            if (hadProblems || !('site' in prepared)) return server.ws.send({ type: 'full-reload' })
            const urls = rendered.affectedBy([changed])
            server.config.logger.info(`↻ ${changed}: ${urls.length} of ${rendered.all().length} rendered page(s) reload`)
            if (urls.length > 0) server.ws.send(PAGES_CHANGED_EVENT, { urls } satisfies PagesChanged)
          })
          .catch((error: unknown) => {
            // A reload missed must not stop the server: every page reloads instead.
            server.config.logger.error(`Could not tell which pages ${changed} affects: ${error}`)
            server.ws.send({ type: 'full-reload' })
          })
      }
      // Preparing starts with the server, not with the first request: the browser is usually opened a moment later.
      server.httpServer?.once('listening', () => void (ready ?? refresh()))
      server.watcher.add([...WATCHED_PATHS, 'sources', 'api'])
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
      server.middlewares.use(CHROME_CSS_URL, (_request, response, next) => {
        ;(ready ?? refresh())
          .then((prepared) => response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(siteChromeCss(prepared)))
          .catch(next)
      })
      // After Vite's own middlewares (modules, public files): what is left and names no file is a page.
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const pathname = pagePath(request.url)
          if (!pathname || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
          try {
            const prepared = await (ready ?? refresh())
            // Every page lives at a path with a trailing slash, as a build writes it (…/index.html).
            if (!pathname.endsWith('/') && pathname !== '/500') {
              response.writeHead(301, { location: `${pathname}/${new URL(request.url!, 'http://dev').search}` }).end()
              return
            }
            const renderer = (await server.ssrLoadModule(RENDERER)) as typeof PrerenderEntry
            // The studio's preview frame asks with ?studio: its blocks carry markers (engine/views/StudioMarkersContext.ts).
            const studioMarkers = new URL(request.url!, 'http://dev').searchParams.has('studio')
            const page = renderer.renderPage(prepared, pathname, { studioMarkers })
            if ('site' in prepared) rendered.note(prepared, pathname)
            const assets = createDevPageAssets(server, RENDERER)
            const html = await server.transformIndexHtml(request.url!, assemblePage(page, assets))
            response.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' }).end(html)
          } catch (error) {
            next(error)
          }
        })
      }
    },
  }
}

/** The chrome rules the documents ask for (the layouts' content widths), as a build adds them to the chrome's stylesheet. */
/**
 * Which version of a file was last handled (modification time and size): the same save heard twice (announced by the
 * studio, then seen by the file watcher) prepares the site once. A removed file is always new.
 */
function seenVersions() {
  const versions = new Map<string, string>()
  return {
    isNew(file: string): boolean {
      const stat = statSync(file, { throwIfNoEntry: false })
      const version = stat ? `${stat.mtimeMs} ${stat.size}` : 'removed'
      if (stat && versions.get(file) === version) return false
      versions.set(file, version)
      return true
    },
  }
}

function siteChromeCss(prepared: PreparedSite): string {
  if (!('site' in prepared)) return ''
  return contentWidthCss([...prepared.site.project.layouts.values()].flatMap((layout) => layout.data.maxContentWidth ?? []))
}
