import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dataStageFingerprint, importClosure } from './dataStageInputs.ts'
import { fileHashes, filesBelow } from './fileHashes.ts'

let root: string
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}
const fingerprint = (env: NodeJS.ProcessEnv = {}, selection = '[null,null]') => dataStageFingerprint(root, fileHashes(root), env, selection)

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'data-stage-inputs-'))
  write('tools/data/prepareSite.ts', "import { runDataStage } from '../../engine/node/data/runDataStage.ts'\n")
  write('engine/node/data/runDataStage.ts', "import { x } from '../../shared/x.ts'\nimport { readFileSync } from 'node:fs'\n")
  write('engine/shared/x.ts', 'export const x = 1\n')
  write('engine/node/validate/validateProject.ts', 'export {}\n')
  write('engine/client/island.ts', 'export {}\n')
  write('blocks/faq/data.ts', "import type { Props } from './props.gen.ts'\nimport { answer } from '../../features/faq/answer.ts'\n")
  write('blocks/faq/props.gen.ts', 'export type Props = {}\n')
  write('blocks/faq/Faq.tsx', 'export function Faq() {}\n')
  write('features/faq/answer.ts', 'export const answer = 42\n')
  write('sources/branches.ts', "const seed = await import('../api/seed/branches.ts')\n")
  write('api/seed/markets/be.json', '{"name":"Charleroi Airport"}')
  write('pages/faq.json', '{}')
  write('locales/nl-BE/translations.json', '{}')
  write('locales/nl-BE/mail.json', '{}')
  write('site.json', '{}')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('importClosure', () => {
  it('follows relative imports (static, type-only and dynamic) and leaves packages and missing files out', () => {
    expect(importClosure(root, ['tools/data/prepareSite.ts', 'blocks/faq/data.ts', 'sources/branches.ts'])).toEqual([
      'blocks/faq/data.ts',
      'blocks/faq/props.gen.ts',
      'engine/node/data/runDataStage.ts',
      'engine/shared/x.ts',
      'features/faq/answer.ts',
      'sources/branches.ts',
      'tools/data/prepareSite.ts',
    ])
  })
})

// The data stage is taken from the last build only when none of its inputs changed; a block's looks are not one.
describe('dataStageFingerprint', () => {
  const changes: [string, () => void][] = [
    ['a loader', () => write('blocks/faq/data.ts', "import { answer } from '../../features/faq/answer.ts'\n// changed\n")],
    ['a feature a loader imports', () => write('features/faq/answer.ts', 'export const answer = 43\n')],
    ['the data stage’s own code', () => write('engine/shared/x.ts', 'export const x = 2\n')],
    ['a route source', () => write('sources/branches.ts', '// changed\n')],
    ['API seed data', () => write('api/seed/markets/be.json', '{"name":"Brussels South Charleroi Airport"}')],
    ['a page document', () => write('pages/faq.json', '{"titleHeading":false}')],
    ['a mail text of the API', () => write('locales/nl-BE/mail.json', '{"a":"b"}')],
    ['site.json', () => write('site.json', '{"a":1}')],
  ]
  for (const [what, change] of changes)
    it(`changes with ${what}`, () => {
      const before = fingerprint()
      change()
      expect(fingerprint()).not.toBe(before)
    })

  // Issue 28 (one page document at most 5 s): a page document changed where no loader reads keeps the data stage whole.
  describe('a page document, as the data stage reads it', () => {
    const page = (faqProps: object, heroProps: object, extra: object = {}) =>
      write(
        'pages/faq.json',
        JSON.stringify({
          id: 'faq',
          slug: 'faq',
          blocks: [
            { id: 'hero', type: 'hero', props: heroProps },
            { id: 'text', type: 'faq', props: faqProps },
          ],
          ...extra,
        }),
      )

    it('keeps its value when only the props of a block without a loader change', () => {
      page({ text: 'legal.faq.body' }, { title: 'legal.faq.title' })
      const before = fingerprint()
      page({ text: 'legal.faq.body' }, { title: 'legal.faq.other' })
      expect(fingerprint()).toBe(before)
    })

    const changes: [string, () => void][] = [
      ['the props of a block with a loader', () => page({ text: 'legal.faq.other' }, { title: 'legal.faq.title' })],
      ['the slug', () => page({ text: 'legal.faq.body' }, { title: 'legal.faq.title' }, { slug: 'faqs' })],
      [
        'a block added',
        () => write('pages/faq.json', JSON.stringify({ id: 'faq', slug: 'faq', blocks: [{ id: 'hero', type: 'hero', props: {} }] })),
      ],
      [
        'the props of a block without a loader in a page with overrides',
        () => page({ text: 'legal.faq.body' }, { title: 'legal.faq.other' }, { overrides: {} }),
      ],
    ]
    for (const [what, change] of changes)
      it(`changes with ${what}`, () => {
        page({ text: 'legal.faq.body' }, { title: 'legal.faq.title' }, what.includes('overrides') ? { overrides: {} } : {})
        const before = fingerprint()
        change()
        expect(fingerprint()).not.toBe(before)
      })
  })

  it('changes with a SITE_ setting and with the markets the build loads', () => {
    const before = fingerprint()
    expect(fingerprint({ SITE_API_BASE: '/other' })).not.toBe(before)
    expect(fingerprint({}, '["be",null]')).not.toBe(before)
  })

  // Regression: a build on the 28th took the data stage of the 27th whole, its reviews and campaigns dated a day off.
  it('changes with the day, since the reference API dates its answers from today', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2026-11-27T23:59:00Z'))
      const late = fingerprint()
      vi.setSystemTime(new Date('2026-11-27T00:01:00Z'))
      expect(fingerprint()).toBe(late)
      vi.setSystemTime(new Date('2026-11-28T00:01:00Z'))
      expect(fingerprint()).not.toBe(late)
    } finally {
      vi.useRealTimers()
    }
  })

  it('stays when only the output folder (SITE_DIST) differs: a one-market build into its own folder takes the route listing', () => {
    expect(fingerprint({ SITE_DIST: 'dist-markets/be' })).toBe(fingerprint({ SITE_DIST: 'dist' }))
  })

  it('stays when only a block’s component or client code changed, or a translation bundle (its texts are checked apart)', () => {
    const before = fingerprint()
    write('blocks/faq/Faq.tsx', 'export function Faq() { return 1 }\n')
    write('engine/client/island.ts', 'export const changed = true\n')
    write('locales/nl-BE/translations.json', '{"a":"b"}')
    expect(fingerprint()).toBe(before)
  })
})

// The data stage's fingerprint leaves the translation bundles out because no API answer the data stage asks for
// reads them: only the payment and sign-in stand-in pages do. An API module that starts reading them must make
// them an input again (dataStageInputs.ts).
describe('the reference API and the translation bundles', () => {
  it('reads them only in its stand-in pages’ texts, which only the stand-in pages import', () => {
    const repo = fileURLToPath(new URL('../..', import.meta.url))
    const apiFiles = filesBelow(repo, ['api'], /\.test\.ts$/).filter((file) => file.endsWith('.ts'))
    const text = (file: string) => readFileSync(join(repo, file), 'utf8')
    expect(apiFiles.filter((file) => /['"`]translations\.json['"`]/.test(text(file)))).toEqual(['api/payments/standInTexts.ts'])
    expect(apiFiles.filter((file) => /from '[^']*standInTexts\.ts'/.test(text(file))).sort()).toEqual([
      'api/identity/serveStandInIdentityProvider.ts',
      'api/payments/serveStandInProvider.ts',
    ])
  })
})
