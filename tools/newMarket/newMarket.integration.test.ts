// A market added with flags alone validates, is in the market chooser with its pages, has branches in the reference
// API and builds, with no code change. It runs in a copy of the project, so parallel tests never see the market.
// Issue 28 §5: Luxembourg started from Switzerland did not build (it inherited plus, which the API does not offer in
// LU) and carried German legal paths, the German auto-club page and a Swiss mailbox into a French-speaking market.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { sitemapUrlEntries } from '../../engine/node/output/sitemapDocuments.ts'

const SKIPPED = /^(node_modules|\.git|dist|dist-.+|test-results|playwright-report|\.vite)$/
const FLAGS = [
  '--code',
  'lu',
  '--name',
  'Luxembourg',
  '--languages',
  'fr-LU,de-LU',
  '--currency',
  'EUR',
  '--from',
  'ch',
  '--alpha3',
  'LUX',
  '--phone-code',
  '352',
  '--city',
  'Luxembourg',
  '--airport',
  'LUX',
  '--coordinates',
  '49.61,6.13',
  '--name-de-DE',
  'Luxemburg',
  '--yes',
]

let copy: string
// Tools run as a visitor runs them: not under vitest's NODE_ENV=test.
const { NODE_ENV: _nodeEnv, VITEST: _vitest, ...env } = process.env
const run = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: copy, encoding: 'utf8', env, timeout: 120_000 })

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-market-'))
  cpSync(REPO_ROOT, copy, { recursive: true, filter: (source) => !SKIPPED.test(relative(REPO_ROOT, source).split('/')[0]) })
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir')
}, 60_000)
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('npm run new-market with flags', () => {
  it('refuses an existing code and writes nothing', { timeout: 60_000 }, () => {
    const result = run(['tools/newMarket.ts', ...FLAGS.map((flag) => (flag === 'lu' ? 'be' : flag))])
    expect(result.status, result.stderr).toBe(1)
    expect(result.stderr).toContain('markets/be.json already exists')
    expect(result.stderr).toContain('Nothing was written.')
  })

  it('scaffolds Luxembourg: valid, in the chooser in both languages, with branches in the reference API', { timeout: 180_000 }, () => {
    const result = run(['tools/newMarket.ts', ...FLAGS])
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('✓ wrote markets/lu.json')
    expect(result.stdout).toContain('npm run build && npm run serve')
    expect(JSON.parse(readFileSync(join(copy, 'locales/de-DE/translations.json'), 'utf8')).markets.lu).toBe('Luxemburg')
    expect(JSON.parse(readFileSync(join(copy, 'locales/fr-FR/translations.json'), 'utf8')).markets.lu).toBe('Luxembourg')
    expect(result.stdout).toContain('✓ left out paths.plus (its pages would not build): pages/plus.json')
    expect(result.stdout).toContain('Plus is not offered in country "LU"')
    expect(result.stdout).toContain('✓ npm run gen wrote schemas/translations.gen.schema.json')
    const document = JSON.parse(readFileSync(join(copy, 'markets/lu.json'), 'utf8'))
    expect(document.paths).toMatchObject({ plus: '', privacy: '/privacy', imprint: '/imprint', autoClubs: '' })
    expect(document.support.plusMail).toBe('plus-support@lu.example.com')
    expect(JSON.stringify(document)).not.toMatch(/ch\.example\.com|informationen/)

    const validation = run(['tools/validate.ts', '--format', 'json'])
    expect(validation.status, validation.stdout).toBe(0)

    writeFileSync(
      join(copy, 'check-new-market.ts'),
      `
      import { validateProject } from './engine/node/validate/validateProject.ts'
      import { marketChoices } from './engine/server/marketChoices.ts'
      import { embeddedApiFetch } from './api/node/embeddedApiFetch.ts'
      const { index } = validateProject()
      const answer = await embeddedApiFetch('/api/v1/branch/next/stations?country=LU')
      console.log(JSON.stringify({
        choice: marketChoices(index!).find((choice) => choice.market === 'lu'),
        paths: index!.routes.filter((route) => route.market === 'lu').map((route) => route.path),
        generated: index!.generators.filter((route) => route.market === 'lu').map((route) => route.path),
        status: answer.status,
        branches: await answer.json(),
      }))`,
    )
    const check = run(['check-new-market.ts'])
    expect(check.status, check.stderr).toBe(0)
    const { choice, paths, generated, status, branches } = JSON.parse(check.stdout)
    expect(choice.languages.map((language: { href: string; countryName: string }) => [language.href, language.countryName])).toEqual([
      ['/fr-lu/', 'Luxembourg'],
      ['/de-lu/', 'Luxemburg'],
    ])
    expect(paths).toContain('/fr-lu/')
    expect(paths).toContain('/de-lu/')
    expect(generated.length).toBeGreaterThan(0)
    expect(status).toBe(200)
    expect(branches.map((branch: { id: string }) => branch.id)).toEqual(['lu-lux-airport', 'lu-luxembourg-city'])
  })

  it('builds the new market into a folder of its own, with its branch pages and without the pages it does not offer', {
    timeout: 900_000,
  }, () => {
    const build = spawnSync('npm', ['run', '-s', 'build', '--', '--markets', 'lu'], { cwd: copy, encoding: 'utf8', env, timeout: 900_000 })
    expect(build.status, build.stderr + build.stdout).toBe(0)
    expect(build.stdout).toContain('into dist-markets/lu/client')
    expect(existsSync(join(copy, 'dist')), 'a one-market build replaced the whole site in dist/').toBe(false)
    const client = join(copy, 'dist-markets/lu/client')
    expect(readFileSync(join(client, 'index.html'), 'utf8')).toContain('href="/fr-lu/"')
    expect(sitemapUrlEntries(client).join('\n')).toContain('/de-lu/')
    expect(existsSync(join(client, 'fr-lu/agences/lux-airport/index.html'))).toBe(true)
    expect(existsSync(join(client, 'fr-lu/privacy/index.html'))).toBe(true)
    expect(existsSync(join(client, 'fr-lu/plus/index.html'))).toBe(false)
    expect(existsSync(join(client, 'fr-lu/auto-clubs/index.html'))).toBe(false)
  })

  it('refuses the same market a second time: it exists now', { timeout: 60_000 }, () => {
    expect(existsSync(join(copy, 'markets/lu.json'))).toBe(true)
    const result = run(['tools/newMarket.ts', ...FLAGS])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('markets/lu.json already exists')
  })
})
