/**
 * The build's bundles, with Vite's own builder (https://vite.dev/guide/api-environment-frameworks): the browser
 * bundle of the two page scripts (engine/client/islandsPage.ts, staticPage.ts) and of every island's module
 * (engine/client/islandModuleGraph.ts) with its manifest, and the server
 * bundle of the renderer (engine/server/prerenderEntry.ts) that the prerender processes import. The server bundle also
 * emits one stylesheet per styled module (pageCssPlugin.ts maps blocks and chrome to them); they move into client/,
 * where the prerender processes bundle each page's into at most two files (engine/node/assets/bundlePageCss.ts).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createBuilder, type UserConfig } from 'vite'
import { PAGE_SCRIPT_MODULES } from '../../engine/node/assets/assemblePage.ts'
import { MANIFEST_FILE } from '../../engine/node/assets/moduleManifest.ts'
import { fromRepo, repoRelative } from '../../engine/node/repoRoot.ts'
import { PRERENDER_ENTRY } from '../prerender/prerenderEntryName.ts'
import { CLIENT_CHUNK_GROUPS } from './clientChunkGroups.ts'

/** Where a build's stylesheets and scripts live, under client/ (URLs /assets/…). */
const ASSETS = 'assets'
const STYLESHEETS = `${ASSETS}/static`
/** The client build's third input: every island's module, for the chunks (no page loads it). */
const ISLAND_MODULE_GRAPH = 'engine/client/islandModuleGraph.ts'

/** Bundles the site into `buildDir` (relative to the repository): client/ and server/, the manifest beside them. */
export async function bundleSite(buildDir: string, viteConfig: UserConfig): Promise<void> {
  const root = fromRepo(buildDir)
  const builder = await createBuilder({
    ...viteConfig,
    configFile: false,
    build: { ...viteConfig.build, cssMinify: true },
    environments: {
      client: {
        build: {
          outDir: join(root, 'client'),
          manifest: true,
          rolldownOptions: {
            input: { islands: PAGE_SCRIPT_MODULES.islands, static: PAGE_SCRIPT_MODULES.static, 'island-modules': ISLAND_MODULE_GRAPH },
            // The island modules' entry is nothing but its exports (engine/client/islandModuleGraph.ts): kept, or no
            // island would have a chunk. The page scripts export nothing.
            preserveEntrySignatures: 'allow-extension',
            output: {
              entryFileNames: `${ASSETS}/entries/[name].[hash].js`,
              chunkFileNames: `${ASSETS}/chunks/chunk-[hash].js`,
              assetFileNames: `${STYLESHEETS}/[name].[hash][extname]`,
              codeSplitting: { groups: CLIENT_CHUNK_GROUPS },
            },
          },
        },
      },
      ssr: {
        build: {
          outDir: join(root, 'server'),
          emitAssets: true,
          copyPublicDir: false,
          rolldownOptions: {
            input: { [PRERENDER_ENTRY]: 'engine/server/prerenderEntry.ts' },
            output: {
              entryFileNames: '[name].mjs',
              chunkFileNames: 'chunks/chunk-[hash].js',
              assetFileNames: `${STYLESHEETS}/[name].[hash][extname]`,
              // One chunk, hence one stylesheet, per styled module: pages link only their own (pageCssPlugin.ts).
              codeSplitting: { groups: [{ test: /\.css$/, name: stylesheetChunkName }] },
            },
          },
        },
      },
    },
  })
  await builder.build(builder.environments.client)
  await builder.build(builder.environments.ssr)
  moveServerStylesheets(root)
  // Vite writes the manifest inside client/, which is served; the build reads it from beside client/.
  renameSync(join(root, 'client/.vite/manifest.json'), join(root, MANIFEST_FILE))
  rmSync(join(root, 'client/.vite'), { recursive: true })
}

/** The chunk of a styled module's stylesheet, named after the module's path: `engine_theme_globalStyles_wyw-in-js`. */
function stylesheetChunkName(moduleId: string): string {
  return repoRelative(moduleId.split('?')[0])
    .replace(/\.css$/, '')
    .replace(/[^\w-]+/g, '_')
}

/** The stylesheets the server bundle emitted, moved to where the pages link them (client/assets/static/). */
function moveServerStylesheets(root: string): void {
  const from = join(root, 'server', STYLESHEETS)
  if (!existsSync(from)) return
  const to = join(root, 'client', STYLESHEETS)
  mkdirSync(to, { recursive: true })
  for (const name of readdirSync(from)) renameSync(join(from, name), join(to, name))
  rmSync(join(root, 'server', ASSETS), { recursive: true })
}
