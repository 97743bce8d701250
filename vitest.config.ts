import wyw from '@wyw-in-js/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { SlowFirstSequencer } from './tests/support/slowFirstSequencer.ts'
import { splitByIsolation } from './tests/support/testIsolation.ts'

// Which files share worker processes and which each get their own, read from the files' text (tests/support/testIsolation.ts).
const { shared, isolated } = splitByIsolation(import.meta.dirname)

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
    // No include here: the projects below list the files (a project that extends this config would add its globs to
    // its list and run every file twice). tests/e2e/ is left out: the browser tests run under Playwright.
    // Mails the API writes during tests go to a temporary outbox, removed after the run.
    globalSetup: ['tests/support/mailOutboxGlobalSetup.ts'],
    // Generous: on a loaded 2-core machine a whole-project validation or a copy of the repository takes seconds; a
    // test waits for its conditions, and a timeout only ends one that hangs.
    testTimeout: 20000,
    hookTimeout: 60000,
    // vitest's default is one worker fewer than the cores: one worker on the 2-core machine the suite's budget is for.
    // Many tests wait on child processes and files, so two workers keep both cores busy (VITEST_WORKERS to change).
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
    // The slow files (builds, child processes, copies of the repository) start first, so none ends the run alone.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      // Most files leave nothing behind: they share worker processes, and the modules they import load once per worker.
      { extends: true, test: { name: 'shared', include: shared, isolate: false } },
      // Files that mock, stub, spy, turn the clock or run in jsdom: a fresh process each, as before.
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
  },
})
