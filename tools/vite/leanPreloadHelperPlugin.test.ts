// @vitest-environment jsdom
// Protects the lean import() preload helper of the browser bundle: the chunks a lazily loaded chunk imports are
// preloaded beside it, each once, and the import's own result or failure reaches the caller unchanged.
import { describe, expect, it } from 'vitest'
import { preloadModules } from '../../engine/client/preloadModules.ts'
import { depsWorthPreloading, IMPORT_ONLY_HELPER, leanPreloadHelper } from './leanPreloadHelperPlugin.ts'
import type { Rolldown } from 'vite'

type Preload = <T>(load: () => Promise<T>, deps?: string[]) => Promise<T>

/** The helper imports the real preloader (engine/client/preloadModules.ts), handed over through a data: URL module. */
;(globalThis as { preloadModules?: typeof preloadModules }).preloadModules = preloadModules
const PRELOADER = `data:text/javascript,${encodeURIComponent('export const preloadModules = (...args) => globalThis.preloadModules(...args)')}`

async function helper(base: string, code = leanPreloadHelper(base, PRELOADER)): Promise<Preload> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  return ((await import(/* @vite-ignore */ url)) as { __vitePreload: Preload }).__vitePreload
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

describe('leanPreloadHelper', () => {
  it('preloads each dependency once, below the base, and returns what the import gives', async () => {
    const preload = await helper('/')
    expect(await preload(async () => 'chunk a', ['assets/chunks/chunk-b.js', 'assets/chunks/chunk-c.js'])).toBe('chunk a')
    expect(await preload(async () => 'chunk d', ['assets/chunks/chunk-c.js'])).toBe('chunk d')
    expect(await preload(async () => 'chunk e', [])).toBe('chunk e')
    expect(preloads()).toEqual(['/assets/chunks/chunk-b.js', '/assets/chunks/chunk-c.js'])
  })

  it('lets a failed import reject', async () => {
    const preload = await helper('/')
    await expect(preload(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
  })

  it('only imports in a build without module preloading (the micro-apps), passing the result or failure on', async () => {
    document.head.replaceChildren()
    const preload = await helper('./', IMPORT_ONLY_HELPER)
    expect(await preload(async () => 'chunk f', [])).toBe('chunk f')
    await expect(preload(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
    expect(preloads()).toEqual([])
  })
})

describe('depsWorthPreloading', () => {
  const chunk = (imports: string[]) => ({ type: 'chunk', imports }) as unknown as Rolldown.OutputChunk
  // The islands runtime imports the chrome script; the help form calls import the API client, which imports the chrome.
  const bundle = {
    'islands.js': chunk(['chrome.js']),
    'chrome.js': chunk([]),
    'feedback.js': chunk(['chrome.js']),
    'calls.js': chunk(['client.js', 'chrome.js']),
    'client.js': chunk(['chrome.js']),
  } as Rolldown.OutputBundle

  it('leaves out the imported chunk itself and what the importing chunk has loaded already', () => {
    expect(depsWorthPreloading('feedback.js', ['feedback.js', 'chrome.js'], 'islands.js', bundle)).toEqual([])
    expect(depsWorthPreloading('calls.js', ['calls.js', 'client.js', 'chrome.js'], 'feedback.js', bundle)).toEqual(['client.js'])
  })
})
