import type { ComponentType } from 'react'
import type { Bundle } from './i18n/createI18n.ts'
import type { PageEnv } from './PageEnv.tsx'

/**
 * When an interactive block's island hydrates in the browser: at load, when the browser is idle, when scrolled into
 * view, when in view and then idle ('visible-idle'), or at the visitor's first sign of using it ('intent': pointer over
 * or down, touch, focus or a key inside it; engine/client/whenIntent.ts). Until then its server HTML is the page.
 */
export const HYDRATIONS = ['load', 'idle', 'visible', 'visible-idle', 'intent'] as const
export type Hydration = (typeof HYDRATIONS)[number]

/**
 * The default export of blocks/<name>/enhance.ts, for an interactive block whose browser behaviour is plain DOM code
 * (a toggle, a form sent to the web API, a few texts): it gets the island's element (the server-rendered block
 * inside), its props, and the page's env and texts (`enhancerTexts` of the SDK gives `t` over them). The island
 * runtime then loads neither the block's component nor React for it.
 */
// biome-ignore lint/suspicious/noExplicitAny: a list of enhancers holds every props type
export type IslandEnhancer<Props = any> = (element: HTMLElement, props: Props, page: EnhancerPage) => void

/** What an enhancer knows of its page: the env (market, locale, API settings) and the island's texts. */
export interface EnhancerPage {
  env: PageEnv
  messages: Bundle
}

/**
 * A block's link to its build-time loader (blocks/<name>/data.ts), written `loadedBy<typeof import('./data.ts')>()`.
 * Only the loader's type crosses into block.ts (a type query is erased), so no build-time code reaches the browser;
 * the type ties what the loader answers to the component's `data` prop and the block's props to what it is given.
 */
export interface LoaderLink<in Props, out Data> {
  readonly file: 'data.ts'
  /** Never set: carries the loader's types. */
  readonly types?: { takes: (props: Props) => void; answers: Data }
}

/** A block's link to its plain-DOM enhancer (blocks/<name>/enhance.ts), written `enhancedBy<typeof import('./enhance.ts')>()`. */
export interface EnhancerLink<in Props> {
  readonly file: 'enhance.ts'
  /** Never set: carries the enhancer's props type. */
  readonly types?: { takes: (props: Props) => void }
}

// biome-ignore lint/suspicious/noExplicitAny: matches any loader module; its own types are read off it below
type LoaderModule = { default: { load: (props: any, context: any) => Promise<unknown> } }
type EnhancerModule = { default: IslandEnhancer }

/** The link to blocks/<name>/data.ts, typed by its module: `data: loadedBy<typeof import('./data.ts')>()`. */
export function loadedBy<Module extends LoaderModule>(): LoaderLink<
  Parameters<Module['default']['load']>[0],
  Awaited<ReturnType<Module['default']['load']>>
> {
  return { file: 'data.ts' }
}

/** The link to blocks/<name>/enhance.ts, typed by its module: `enhance: enhancedBy<typeof import('./enhance.ts')>()`. */
export function enhancedBy<Module extends EnhancerModule>(): EnhancerLink<Parameters<Module['default']>[1]> {
  return { file: 'enhance.ts' }
}

/** The component's props without the loaded `data`: what a page document writes. */
type WrittenProps<Props> = Omit<Props, 'data'>
type DataProp<Props> = Props extends { data: infer Data } ? Data : never

/** A component that takes `data` must name the loader that answers it; one that does not cannot have one. */
type DataField<Props> = [DataProp<Props>] extends [never] ? { data?: never } : { data: LoaderLink<WrittenProps<Props>, DataProp<Props>> }

/**
 * One block: its component (which receives the props its folder's props.schema.json describes, plus `data` when it
 * has a loader), when it hydrates in the browser (`hydrate`; none: rendered on the server only, no script), its
 * build-time loader and its plain-DOM enhancer. `npm run gen` reads it into the block manifest
 * (engine/registry/blockManifest.gen.ts), from which every tool learns what the block is; write `hydrate` and the
 * links as literals, as shown, since gen reads them from the file's text (block.ts imports styled components plain
 * Node cannot load).
 */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds blocks of every props type; with `unknown` a block's component, which takes its own props, would not fit
export type BlockDefinition<Props = any> = {
  /** Equals the block's folder name and the "type" pages use. */
  name: string
  component: ComponentType<Props>
  /** Translation key prefixes the block uses besides its text props; an island gets exactly these in the browser. */
  messages?: string[]
  /** When the block's island hydrates; none: the block renders on the server only. */
  hydrate?: Hydration
  /**
   * Instead of the component, plain DOM code brings the island to life (requires `hydrate`). It receives what the
   * component receives, `data` included.
   */
  enhance?: EnhancerLink<Props>
  /** The build-time loader whose answer the component receives as `data`. */
  data?: LoaderLink<WrittenProps<Props>, DataProp<Props>>
}

/** Declares a block; the default export of blocks/<name>/block.ts. */
export function defineBlock<Props>(
  definition: Omit<BlockDefinition<Props>, 'data' | 'enhance'> &
    DataField<Props> &
    ({ hydrate?: undefined; enhance?: never } | { hydrate: Hydration; enhance?: EnhancerLink<Props> }),
): BlockDefinition<Props> {
  return definition as BlockDefinition<Props>
}
