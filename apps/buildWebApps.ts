/**
 * Builds the micro-apps of apps/ (SPEC §7) into {client}/web-apps/{app}/: hashed ES modules and a
 * bootstrapper.json that maps entries to script paths, relative to itself so the apps can move to
 * another host by configuration (site.json "api".webAppBase). Build time only.
 */
import react from '@vitejs/plugin-react'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Rollup } from 'vite'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { featureEntriesPlugin } from '../tools/vite/featureEntriesPlugin.ts'
import { listWebApps } from './webApps.ts'

/** Writes {clientDir}/web-apps/<app>/ for every app; `suffix` names the bootstrapper (bootstrapper{suffix}.json). */
export async function buildWebApps(clientDir: string, options: { suffix?: string; minify?: boolean } = {}): Promise<string[]> {
  const written: string[] = []
  for (const app of listWebApps()) {
    const outDir = join(clientDir, 'web-apps', app.name)
    const output = (await build({
      configFile: false,
      root: fromRepo('.'),
      base: './',
      logLevel: 'warn',
      // A feature's entry is read as the site's build reads it: only the modules an app uses (featureEntriesPlugin.ts).
      plugins: [featureEntriesPlugin(), react()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: options.minify ?? true,
        modulePreload: false,
        reportCompressedSize: false,
        rollupOptions: {
          input: { main: fromRepo(app.entry) },
          // An app is a library to the page: its entry must keep the create export.
          preserveEntrySignatures: 'exports-only',
          output: {
            format: 'es',
            entryFileNames: '[name]-[hash].js',
            // Lazy steps keep their name (ReservationStep-…); code they share with the entry is "shared-…".
            chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'chunks/[name]-[hash].js' : 'chunks/shared-[hash].js'),
            assetFileNames: 'assets/[name]-[hash][extname]',
          },
        },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[]
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
    const entries = Object.fromEntries(
      chunks
        .filter((chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk' && chunk.isEntry)
        .map((chunk) => [chunk.name, `./${chunk.fileName}`]),
    )
    const bootstrapper = join(outDir, `bootstrapper${options.suffix ?? ''}.json`)
    writeFileSync(bootstrapper, `${JSON.stringify(entries, null, 2)}\n`)
    written.push(bootstrapper)
  }
  return written
}
