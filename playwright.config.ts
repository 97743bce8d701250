import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

// E2E_PORT and SITE_DIST let two test runs work side by side.
const port = Number(process.env.E2E_PORT ?? 3100)

/**
 * Chromium's headless shell when installed (Debian's chromium-headless-shell, which .ci/run installs): the same engine
 * without the full browser around it, the browser Playwright itself runs headless; the browser tests take about two
 * thirds of the time with it (10.4 → 7.1 min on two cores). Debian's full Chromium otherwise; CHROMIUM_PATH for another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

// Browser tests run against the built, served site (npm run build first; npm test does).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // E2E_WORKERS to try another count; 2 matches the 2-core machine the suite's 15-minute budget is measured on.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/playwright.json' }]],
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/playwright',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npx tsx tools/serve.ts',
    // The browser tests switch the reference API into failure modes (api/failureModes.ts), off in a plain `npm run serve`.
    // The API's data lives in memory for the run: no test sees accounts or bookings of an earlier run.
    env: {
      PORT: String(port),
      SITE_DIST: process.env.SITE_DIST ?? 'dist',
      API_FAILURE_SIMULATION: 'on',
      API_DATABASE: ':memory:',
      // Each run's mails in a folder of their own (the account tests read them at /_dev/outbox/).
      MAIL_OUTBOX_DIR: process.env.E2E_OUTBOX ?? mkdtempSync(join(tmpdir(), 'e2e-outbox-')),
      // The provider-timeout test waits this long for the stand-in provider that never answers (30 s outside tests).
      PAYMENT_TIMEOUT_SECONDS: process.env.PAYMENT_TIMEOUT_SECONDS ?? '5',
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30000,
  },
})
