import wyw from '@wyw-in-js/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit tests sit beside the code (*.test.ts[x]); browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  plugins: [
    react(),
    wyw({
      include: ['**/*.{ts,tsx}'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '**/engine/node/**', '**/*.test.*'],
      babelOptions: { presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]] },
    }),
  ],
  test: {
    include: ['{api,engine,blocks,features,tools,apps,tests/unit}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    // Mails the API writes during tests go to a temporary outbox, removed after the run.
    globalSetup: ['tests/support/mailOutboxGlobalSetup.ts'],
    // Generous: on a loaded 2-core machine a whole-project validation or a copy of the repository takes seconds; a
    // test waits for its conditions, and a timeout only ends one that hangs.
    testTimeout: 20000,
    hookTimeout: 60000,
  },
})
