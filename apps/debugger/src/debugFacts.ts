import type { MicroAppContext } from '../../../features/micro-apps/index.ts'
import { debugMode, type DebugMode, type Environment, environmentOf } from '../../../features/debug-mode/index.ts'

/** What the debugger shows for a page whose layout declares no generation: it loads its domain's own container. */
export const DEFAULT_GENERATION = 'default'

export interface DebugFacts {
  debug: DebugMode
  environment: Environment
  host: string
  /** SPEC §4: the analytics generation the page's layout declares (the page env), or "default" (the domain's container). */
  generation: NonNullable<MicroAppContext['analyticsGeneration']> | typeof DEFAULT_GENERATION
  /** The analytics container the page would load after consent; undefined: no analytics (unknown domain or locale). */
  container: string | undefined
}

/** What the debugger shows of a page, from its host, cookies, setting, the page's context and the chrome's data attributes. */
export function debugFacts(input: {
  host: string
  cookies: string
  setting: string | null
  generation: MicroAppContext['analyticsGeneration']
  tagManagerSrc: string | undefined
}): DebugFacts {
  let container: string | undefined
  try {
    container = input.tagManagerSrc ? (new URL(input.tagManagerSrc, 'http://localhost/').searchParams.get('id') ?? undefined) : undefined
  } catch {
    container = undefined
  }
  return {
    debug: debugMode(input),
    environment: environmentOf(input.host),
    host: input.host,
    generation: input.generation ?? DEFAULT_GENERATION,
    container,
  }
}
