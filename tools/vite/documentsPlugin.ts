import type { Plugin } from 'vite'
import { formatProblem } from '../../engine/shared/problem.ts'
import { validateProject } from '../../engine/node/validateProject.ts'

const DOCUMENT_PATTERN = /(^|[\\/])(site\.json|markets[\\/].*\.json|pages[\\/].*\.json|layouts[\\/].*\.json|navigation[\\/].*\.json|footers[\\/].*\.json|domains[\\/].*\.json|locales[\\/].*\.json)$/

/**
 * Dev server: when a document is saved, validate everything, print the problems in the terminal,
 * and reload the browser (which shows the same problems until the file is fixed).
 */
export function documentsPlugin(): Plugin {
  return {
    name: 'site-documents',
    apply: 'serve',
    configureServer(server) {
      const onChange = (file: string) => {
        if (!DOCUMENT_PATTERN.test(file)) return
        ;(globalThis as { __documentsGeneration?: number }).__documentsGeneration = ((globalThis as { __documentsGeneration?: number }).__documentsGeneration ?? 0) + 1
        const { problems } = validateProject()
        const errors = problems.filter((problem) => problem.severity === 'error')
        if (problems.length > 0) server.config.logger.warn(problems.map(formatProblem).join('\n'))
        server.config.logger.info(errors.length === 0 ? '✓ documents valid' : `✗ ${errors.length} document error(s): the browser shows them until they are fixed`)
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.add(['site.json', 'markets', 'pages', 'layouts', 'navigation', 'footers', 'domains', 'locales'])
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
    },
  }
}
