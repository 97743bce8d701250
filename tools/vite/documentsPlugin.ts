import type { Plugin, ViteDevServer } from 'vite'
import { formatProblem } from '../../engine/shared/problem.ts'
import { validateProject } from '../../engine/node/validateProject.ts'
import { setPreparedSite } from '../../engine/server/siteState.ts'
import { loadSiteData } from '../data/prepareSite.ts'
import { isValidatedFile, WATCHED_PATHS } from '../../engine/node/documentKinds.ts'
import { repoRelative } from '../../engine/node/repoRoot.ts'

/** Saving one of these reloads the documents and their data: documents, bundles, route sources, block loaders. */
const isDataFile = (file: string) => isValidatedFile(file) || /^(sources\/[^/]+\.ts|blocks\/[^/]+\/data\.ts)$/.test(file)

/** Validates the documents and runs the data stage as the build does; the pages render what it prepared. */
async function prepare(server: ViteDevServer): Promise<void> {
  const log = server.config.logger
  const { problems, index } = validateProject()
  if (problems.length > 0) log.warn(problems.map(formatProblem).join('\n'))
  if (!index) {
    setPreparedSite({ problems })
    log.info(`✗ ${problems.filter((p) => p.severity === 'error').length} document error(s): the browser shows them until they are fixed`)
    return
  }
  const data = await loadSiteData(index, (file) => server.ssrLoadModule(`/${file}`))
  if (data.problems.length > 0) {
    log.warn(data.problems.map(formatProblem).join('\n'))
    setPreparedSite({ problems: data.problems })
    log.info(`✗ the data of ${data.problems.length} place(s) did not load: the browser shows why until it does`)
    return
  }
  setPreparedSite({ site: data.site, blockData: data.blockData })
  log.info(`✓ documents valid, data loaded (${data.stats.requests} requests)`)
}

/**
 * Dev server: validates the documents and loads their data before the first page is served, and again
 * whenever a document, a translation, a route source or a block loader is saved; the terminal prints the
 * problems and the browser reloads (showing the same problems until the file is fixed).
 */
export function documentsPlugin(): Plugin {
  return {
    name: 'site-documents',
    apply: 'serve',
    configureServer(server) {
      let ready: Promise<void> | undefined
      const refresh = () =>
        (ready = prepare(server).catch((error) => {
          setPreparedSite({
            problems: [
              {
                severity: 'error',
                file: 'site.json',
                line: 1,
                column: 1,
                pointer: '',
                rule: 'dataStage',
                message: error instanceof Error ? error.message : String(error),
              },
            ],
          })
        }))
      server.middlewares.use((_request, _response, next) => {
        ;(ready ?? refresh()).then(() => next(), next)
      })
      const onChange = (file: string) => {
        if (!isDataFile(repoRelative(file))) return
        void refresh().then(() => server.ws.send({ type: 'full-reload' }))
      }
      server.watcher.add([...WATCHED_PATHS, 'sources'])
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
    },
  }
}
