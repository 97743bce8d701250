import { defineConfig } from '@playwright/test'

// Browser tests run against the built, served site (npm run build first; npm test does).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: 'http://localhost:3100',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npx tsx tools/serve.ts',
    env: { PORT: '3100' },
    url: 'http://localhost:3100/',
    reuseExistingServer: false,
    timeout: 30000,
  },
})
