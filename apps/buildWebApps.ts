/**
 * Builds the micro-apps of apps/ (SPEC §7) into {client}/web-apps/{app}/ (and web-apps/shared/): hashed ES modules and a
 * bootstrapper.json that maps entries to script paths, relative to itself so the apps can move to
 * another host by configuration (site.json "api".webAppBase). Build time only.
 */
import react from '@vitejs/plugin-react'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Rollup } from 'vite'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { featureEntriesPlugin } from '../tools/vite/featureEntriesPlugin.ts'
import { leanPreloadHelperPlugin } from '../tools/vite/leanPreloadHelperPlugin.ts'
import { preactInBrowserPlugin } from '../tools/vite/preactInBrowserPlugin.ts'
import { listWebApps } from './webApps.ts'

/** Where the code the apps share goes, beside the apps' folders: React, react-dom, apps/shared, features they share. */
export const SHARED_WEB_APP_FOLDER = 'shared'

/**
 * Writes {clientDir}/web-apps/<app>/ for every app, and {clientDir}/web-apps/shared/ for what they share; `suffix`
 * names the bootstrapper (bootstrapper{suffix}.json). The apps are built together, one entry each (issue 28 §3: the
 * micro-apps share one copy of React and their common code): built one by one, each carried its own React, so the
 * ride page fetched React twice over for ride-home and customer-settings. Every import is relative, so the apps and
 * their shared folder still move to another host together (site.json "api".webAppBase).
 */
export async function buildWebApps(clientDir: string, options: { suffix?: string; minify?: boolean } = {}): Promise<string[]> {
  const apps = listWebApps()
  const outDir = join(clientDir, 'web-apps')
  const output = (await build({
    configFile: false,
    root: fromRepo('.'),
    base: './',
    logLevel: 'warn',
    // A feature's entry is read as the site's build reads it: only the modules an app uses (featureEntriesPlugin.ts).
    plugins: [featureEntriesPlugin(), preactInBrowserPlugin(), leanPreloadHelperPlugin({ preloadDeps: false }), react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: options.minify ?? true,
      modulePreload: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: Object.fromEntries(apps.map((app) => [app.name, fromRepo(app.entry)])),
        // An app is a library to the page: its entry must keep the create export.
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: '[name]/main-[hash].js',
          // Lazy steps keep their name (ReservationStep-…); code several apps or steps share is "shared-…".
          chunkFileNames: (chunk) => `${SHARED_WEB_APP_FOLDER}/${chunk.isDynamicEntry ? '[name]-[hash].js' : 'shared-[hash].js'}`,
          assetFileNames: `${SHARED_WEB_APP_FOLDER}/assets/[name]-[hash][extname]`,
        },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
  const written: string[] = []
  for (const app of apps) {
    const entry = chunks.find((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk' && chunk.isEntry && chunk.name === app.name)
    if (!entry) throw new Error(`The micro-app build wrote no entry for ${app.name} (${app.entry}).`)
    // Relative to the bootstrapper, which sits in the app's folder beside its entry.
    const bootstrapper = join(outDir, app.name, `bootstrapper${options.suffix ?? ''}.json`)
    writeFileSync(bootstrapper, `${JSON.stringify({ main: `./${entry.fileName.slice(app.name.length + 1)}` }, null, 2)}\n`)
    written.push(bootstrapper)
  }
  return written
}
