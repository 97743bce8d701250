import react from '@vitejs/plugin-react'
import wyw from '@wyw-in-js/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { documentsPlugin } from './tools/vite/documentsPlugin.ts'
import { pageCssPlugin } from './tools/vite/pageCssPlugin.ts'
import { referenceApiPlugin } from './tools/vite/referenceApiPlugin.ts'
import { webAppsPlugin } from './tools/vite/webAppsPlugin.ts'

export default defineConfig({
  plugins: [react(), wyw({
      include: ['**/*.{ts,tsx}'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '**/engine/node/**'],
      babelOptions: { presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]] },
    }), vike(), documentsPlugin(), referenceApiPlugin(), webAppsPlugin(), pageCssPlugin()],
  build: {
    // tools/build.ts builds into a fresh folder and swaps it in only when the build succeeded.
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
  },
  server: { port: 3000 },
  preview: { port: 3000 },
})
