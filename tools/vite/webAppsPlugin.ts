import { spawn } from 'node:child_process'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import type { Plugin } from 'vite'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { resolveApiSettings } from '../../engine/shared/api/apiSettings.ts'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/**
 * Dev server: builds the micro-apps of apps/ once at start and again when their files change, and
 * serves them at /web-apps/ like the production build. An app is loaded by the page through its
 * bootstrapper and import(), outside the site's module graph, so it is built rather than served as source.
 */
export function webAppsPlugin(): Plugin {
  return {
    name: 'web-apps',
    apply: 'serve',
    configureServer(server) {
      const outDir = fromRepo('node_modules/.cache/web-apps-dev')
      const webApps = join(outDir, 'web-apps')
      const rebuild = () =>
        new Promise<void>((resolve) => {
          const suffix = resolveApiSettings(undefined, process.env).bootstrapperSuffix
          const child = spawn(
            process.execPath,
            [fromRepo('node_modules/tsx/dist/cli.mjs'), fromRepo('apps/buildWebAppsCli.ts'), outDir, suffix],
            {
              env: { ...process.env, NODE_ENV: 'production' },
              stdio: ['ignore', 'inherit', 'inherit'],
            },
          )
          child.on('close', (code) => {
            if (code === 0) server.config.logger.info('✓ web apps built')
            else server.config.logger.error(`✗ web apps: build exited with ${code}`)
            resolve()
          })
        })
      let building = rebuild()
      let timer: ReturnType<typeof setTimeout> | undefined
      server.watcher.on('change', (file) => {
        if (!normalize(file).startsWith(fromRepo('apps'))) return
        clearTimeout(timer)
        timer = setTimeout(() => {
          building = rebuild().then(() => server.ws.send({ type: 'full-reload' }))
        }, 200)
      })
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        if (!pathname.startsWith('/web-apps/')) return next()
        void building.then(() => {
          const file = join(webApps, normalize(decodeURIComponent(pathname.slice('/web-apps/'.length))).replace(/^(\.\.[/\\])+/, ''))
          if (!file.startsWith(webApps) || !existsSync(file) || !statSync(file).isFile()) {
            response.statusCode = 404
            return response.end('Not found')
          }
          response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
          response.setHeader('cache-control', 'no-store')
          createReadStream(file).pipe(response)
        })
      })
    },
  }
}
