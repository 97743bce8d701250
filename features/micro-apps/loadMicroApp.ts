import type { CreateMicroApp } from './MicroAppContext.ts'

export type MicroAppFailure = 'bootstrapper' | 'script' | 'create'

export type LoadedMicroApp = { ok: true; create: CreateMicroApp } | { ok: false; failure: MicroAppFailure; message: string }

export interface LoadOptions {
  bootstrapperUrl: string
  timeoutMs?: number
  fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown>
  /** Loads one script as an ES module (a seam for tests; the browser uses import()). */
  importModule?: (src: string) => Promise<Record<string, unknown>>
}

/** A bootstrapper and its scripts get this long before the visitor sees the error with a retry. */
const DEFAULT_TIMEOUT_MS = 15000

async function fetchJsonDefault(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

const importModuleDefault = (src: string) => import(/* @vite-ignore */ src) as Promise<Record<string, unknown>>

const messageOf = (problem: unknown) => (problem instanceof Error ? problem.message : String(problem ?? ''))

/** A failed load: the stage, and what went wrong (a message, or an error thrown), after `where` if given. */
const failed = (failure: MicroAppFailure, problem: unknown, where = ''): LoadedMicroApp => ({
  ok: false,
  failure,
  message: where + messageOf(problem),
})

/** The entries of a bootstrapper, "main" first; scripts resolve against the bootstrapper's own address. */
export function scriptsOf(bootstrapper: unknown, bootstrapperUrl: string): string[] | undefined {
  if (typeof bootstrapper !== 'object' || bootstrapper === null || Array.isArray(bootstrapper)) return undefined
  const entries = Object.entries(bootstrapper as Record<string, unknown>)
  if (entries.length === 0 || entries.some(([, path]) => typeof path !== 'string' || path === '')) return undefined
  const base = new URL(bootstrapperUrl, globalThis.location?.href ?? 'http://localhost/')
  return entries.sort(([a], [b]) => Number(b === 'main') - Number(a === 'main')).map(([, path]) => new URL(path as string, base).href)
}

/**
 * SPEC §7: GET {app base}/bootstrapper{suffix}.json, load each script it lists, and return the
 * app's create function. Every failure is a value naming the stage, so the page can offer a retry.
 */
export async function loadMicroApp(options: LoadOptions): Promise<LoadedMicroApp> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  try {
    let scripts: string[] | undefined
    try {
      scripts = scriptsOf(
        await (options.fetchJson ?? fetchJsonDefault)(options.bootstrapperUrl, controller.signal),
        options.bootstrapperUrl,
      )
    } catch (error) {
      return failed('bootstrapper', error)
    }
    if (!scripts) return failed('bootstrapper', `${options.bootstrapperUrl} is not a map of entries to script paths`)
    const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('timed out'))))
    let create: CreateMicroApp | undefined
    for (const src of scripts) {
      try {
        const module = await Promise.race([(options.importModule ?? importModuleDefault)(src), aborted])
        if (!create && typeof module.create === 'function') create = module.create as CreateMicroApp
      } catch (error) {
        return failed('script', error, `${src}: `)
      }
    }
    return create ? { ok: true, create } : failed('create', 'No script of the bootstrapper exports a create function')
  } finally {
    clearTimeout(timer)
  }
}

/** Messages browsers give when a dynamically imported chunk cannot be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    messageOf(reason),
  )
}
