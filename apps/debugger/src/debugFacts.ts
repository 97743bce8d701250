import { type ProductGeneration, productGenerationOf } from '../../../engine/appSdk.ts'
import { debugMode, type DebugMode, type Environment, environmentOf } from '../../../features/debug-mode/index.ts'

export interface DebugFacts {
  debug: DebugMode
  environment: Environment
  host: string
  generation: ProductGeneration
  /** The analytics container the page would load after consent; undefined: no analytics (unknown domain or locale). */
  container: string | undefined
}

/** What the debugger shows of a page, from its host, cookies, setting and the chrome's data attributes. */
export function debugFacts(input: {
  host: string
  cookies: string
  setting: string | null
  layout: string | undefined
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
    generation: productGenerationOf(input.layout ?? ''),
    container,
  }
}
