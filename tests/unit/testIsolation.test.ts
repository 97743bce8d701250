// Which unit test files vitest runs in a process of their own (tests/support/testIsolation.ts) and which start first
// (tests/support/slowFirstSequencer.ts). The texts below quote the patterns, so this file itself runs isolated.
import { describe, expect, it } from 'vitest'
import { isSlowTestFile } from '../support/slowFirstSequencer.ts'
import { isolationReason } from '../support/testIsolation.ts'

describe('isolationReason', () => {
  it.each([
    ["vi.mock('../api/store.ts', () => ({}))", 'mocks a module'],
    ['const { send } = vi.hoisted(() => ({ send: vi.fn() }))', 'mocks a module'],
    ["vi.stubGlobal('fetch', fake)", 'stubs a global or the environment'],
    ["vi.stubEnv('API_DATABASE', ':memory:')", 'stubs a global or the environment'],
    ["vi.spyOn(console, 'error').mockImplementation(() => {})", 'spies on a shared object'],
    ['vi.useFakeTimers()', 'turns the clock'],
    ["process.env.MAIL_OUTBOX_DIR = '/tmp/outbox'", 'writes process.env'],
    ["process.env['PORT'] = '3999'", 'writes process.env'],
    ['delete process.env.MAIL_SMTP_URL', 'writes process.env'],
    ['globalThis.IntersectionObserver = Fake', 'writes a global'],
    ["Object.defineProperty(globalThis, 'navigator', { value: {} })", 'writes a global'],
    ['process.exitCode = 0', 'changes the working folder or exit code'],
    ['// @vitest-environment jsdom', 'runs in a browser-like environment'],
    ['const server = setupServer(...handlers)', 'intercepts fetch and keeps the reference API in memory (msw)'],
    ['// vitest: isolate (the store keeps a module-level cache)', 'asks for it (// vitest: isolate)'],
  ])('%s → %s', (text, reason) => {
    expect(isolationReason(`import { it } from 'vitest'\n${text}\n`)).toBe(reason)
  })

  it.each([
    "const fetch = vi.fn(async () => new Response('{}'))",
    "expect(process.env.PORT === '3000').toBe(false)",
    "const dir = process.env.MAIL_OUTBOX_DIR ?? '/tmp'",
    'expect(globalThis.fetch).toBeDefined()',
    '// @vitest-environment node',
    'await vi.waitFor(() => expect(seen).toBe(true))',
  ])('lets a file that only reads or uses vi.fn share a process: %s', (text) => {
    expect(isolationReason(`import { it } from 'vitest'\n${text}\n`)).toBeUndefined()
  })
})

describe('isSlowTestFile', () => {
  it('starts first a file that starts processes', () => {
    expect(isSlowTestFile("import { spawnSync } from 'node:child_process'\n")).toBe(true)
    expect(isSlowTestFile("import { readFileSync } from 'node:fs'\n")).toBe(false)
  })
})
