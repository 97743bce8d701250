import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { cachedWywPlugin } from './tools/vite/cachedWywPlugin.ts'
import { featureEntriesPlugin } from './tools/vite/featureEntriesPlugin.ts'
import { outboxPagePlugin } from './tools/vite/outboxPagePlugin.ts'
import { pagesPlugin } from './tools/vite/pagesPlugin.ts'
import { preactInBrowserPlugin } from './tools/vite/preactInBrowserPlugin.ts'
import { pageCssPlugin } from './tools/vite/pageCssPlugin.ts'
import { identityProviderPlugin } from './tools/vite/identityProviderPlugin.ts'
import { leanPreloadHelperPlugin } from './tools/vite/leanPreloadHelperPlugin.ts'
import { paymentProviderPlugin } from './tools/vite/paymentProviderPlugin.ts'
import { referenceApiPlugin } from './tools/vite/referenceApiPlugin.ts'
import { webAppsPlugin } from './tools/vite/webAppsPlugin.ts'

// npm run dev honours PORT as npm run serve does; a port given explicitly is used or the start fails (no silent other port).
const port = Number(process.env.PORT ?? 3000)
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`PORT must be a port number (0 to 65535), not "${process.env.PORT}"`)

export default defineConfig({
  // npm run dev serves pages through tools/vite/pagesPlugin.ts, not Vite's index.html handling.
  appType: 'custom',
  plugins: [
    paymentProviderPlugin(),
    identityProviderPlugin(),
    featureEntriesPlugin(),
    preactInBrowserPlugin(),
    react(),
    // wyw-in-js (Linaria's CSS extraction), its results kept by content between builds (tools/transformCache).
    cachedWywPlugin({
      include: ['**/*.{ts,tsx}'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '**/engine/node/**'],
      babelOptions: { presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]] },
      // No vendor prefixes: the browsers the site supports read the standard properties, and stylis' prefixer wrote
      // properties that do not exist (scroll-snap-snap-align). The one prefix still needed is written where it is used.
      prefixer: false,
    }),
    outboxPagePlugin(),
    pagesPlugin(),
    referenceApiPlugin(),
    webAppsPlugin(),
    pageCssPlugin(),
    leanPreloadHelperPlugin(),
  ],
  // A build's bundles, their entries and output folders are set by tools/bundle/bundleSite.ts.
  server: {
    port,
    strictPort: process.env.PORT !== undefined,
    // Build output (dist/, and dist-shards/, dist-spare/ and the other build folders beside it) is never a source:
    // tens of thousands of files the dev server and the studio need not watch.
    watch: { ignored: ['**/dist/**', '**/dist-*/**'] },
  },
  preview: { port },
})
