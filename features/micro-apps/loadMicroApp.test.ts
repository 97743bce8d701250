import { describe, expect, it } from 'vitest'
import { isChunkLoadError, loadMicroApp, scriptsOf } from './loadMicroApp.ts'

const url = 'http://localhost/web-apps/phoenix/bootstrapper.json'
const create = () => undefined

describe('loadMicroApp', () => {
  it('loads every script of the bootstrapper, main first, and returns the create function', async () => {
    const loaded: string[] = []
    const result = await loadMicroApp({
      bootstrapperUrl: url,
      fetchJson: async () => ({ vendor: 'vendor-1.js', main: 'main-2.js' }),
      importModule: async (src) => {
        loaded.push(src)
        return src.endsWith('main-2.js') ? { create } : {}
      },
    })
    expect(result).toEqual({ ok: true, create })
    expect(loaded).toEqual(['http://localhost/web-apps/phoenix/main-2.js', 'http://localhost/web-apps/phoenix/vendor-1.js'])
  })

  it.each([
    ['an unreachable bootstrapper', { fetchJson: async () => Promise.reject(new Error('404')) }, 'bootstrapper'],
    ['a bootstrapper that is not a map', { fetchJson: async () => ['main.js'] }, 'bootstrapper'],
    ['an empty bootstrapper', { fetchJson: async () => ({}) }, 'bootstrapper'],
    [
      'a script that does not load',
      {
        fetchJson: async () => ({ main: 'main.js' }),
        importModule: async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
      'script',
    ],
    ['scripts without create', { fetchJson: async () => ({ main: 'main.js' }), importModule: async () => ({}) }, 'create'],
    [
      'a script that never answers',
      { fetchJson: async () => ({ main: 'main.js' }), importModule: () => new Promise<never>(() => {}), timeoutMs: 20 },
      'script',
    ],
  ])('reports %s as failure "%s"', async (_, options, failure) => {
    expect(await loadMicroApp({ bootstrapperUrl: url, ...options })).toMatchObject({ ok: false, failure })
  })

  it('resolves absolute script URLs as they are', () => {
    expect(scriptsOf({ main: 'https://apps.example.com/phoenix/main.js' }, url)).toEqual(['https://apps.example.com/phoenix/main.js'])
  })

  it('recognises chunk load errors of Chromium, Safari and Firefox', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/chunk.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
