import type { Hydration } from '../shared/defineBlock.ts'

/**
 * What a block is, as `npm run gen` reads it from its folder (engine/node/gen/readBlockFolders.ts) into the block
 * manifest (engine/registry/blockManifest.gen.ts), the one list every registry and tool takes blocks from.
 */
export interface BlockFacts {
  /** When its island hydrates; absent: rendered on the server only. */
  readonly hydrate?: Hydration
  /** It has a build-time loader (data.ts), whose answer its component receives as `data`. */
  readonly loader: boolean
  /** Its island is brought to life by plain DOM code (enhance.ts) instead of its component. */
  readonly enhancer: boolean
  /** The route item schemas its loader reads from its page (`pageItem` in data.ts); empty: any page. */
  readonly pageItem: readonly string[]
}

/** The files of a block folder, repository-relative: the folder convention, written down once. */
export function blockFiles(name: string) {
  return {
    definition: `blocks/${name}/block.ts`,
    schema: `blocks/${name}/props.schema.json`,
    loader: `blocks/${name}/data.ts`,
    enhancer: `blocks/${name}/enhance.ts`,
    propsTypes: `blocks/${name}/props.gen.ts`,
  } as const
}

/** The block whose folder holds a repository path (blocks/<name>/…), if any. */
export function blockOfPath(path: string): string | undefined {
  return /^\/?blocks\/([^/]+)\//.exec(path)?.[1]
}

/** A React island: it hydrates and has no plain-DOM enhancer, so the browser loads its component. */
export const isReactIsland = (facts: BlockFacts): boolean => facts.hydrate !== undefined && !facts.enhancer
