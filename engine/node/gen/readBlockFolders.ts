import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { blockFiles, type BlockFacts } from '../../model/blockFacts.ts'
import { HYDRATIONS, type Hydration } from '../../shared/defineBlock.ts'
import { REPO_ROOT } from '../repoRoot.ts'

export interface BlockFolders {
  /** Block name → what its folder declares, for every folder that is a complete block. */
  blocks: Record<string, BlockFacts>
  /** What keeps a folder from being a block, each naming the file to add or change. */
  problems: string[]
}

const HYDRATION = new RegExp(`\\bhydrate:\\s*'(${HYDRATIONS.join('|')})'`)
const LOADER_LINK = /\bdata:\s*loadedBy</
const ENHANCER_LINK = /\benhance:\s*enhancedBy</
const PAGE_ITEM = /\bpageItem:\s*\[([^\]]*)\]/

/** The item schema names of a loader's literal `pageItem: ['help-articles', …]`. */
function pageItemOf(loaderText: string): string[] {
  const list = PAGE_ITEM.exec(loaderText)?.[1]
  return list === undefined ? [] : [...list.matchAll(/'([^']+)'|"([^"]+)"/g)].map((match) => match[1] ?? match[2])
}

/**
 * The one reader of the block folder convention (blocks/<name>/ with block.ts, props.schema.json and optionally
 * data.ts and enhance.ts): `npm run gen` writes its answer into the block manifest, which everything else reads.
 * block.ts is read as text, since block definitions import styled components plain Node cannot load; the type
 * checker holds the links it names (`loadedBy`, `enhancedBy`) to the files' real types, and
 * engine/registry/blockRegistry.test.ts holds the manifest to the definitions themselves.
 */
export function readBlockFolders(root: string = REPO_ROOT): BlockFolders {
  const blocks: Record<string, BlockFacts> = {}
  const problems: string[] = []
  const folder = join(root, 'blocks')
  const names = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : []
  for (const name of names) {
    const files = blockFiles(name)
    const has = (file: string) => existsSync(join(root, file))
    if (!has(files.definition)) {
      problems.push(`${files.definition} is missing: a block folder needs its definition (npm run new-block scaffolds one).`)
      continue
    }
    if (!has(files.schema)) {
      problems.push(`${files.schema} is missing: a block's props schema says what pages may write (npm run new-block scaffolds one).`)
      continue
    }
    const definition = readFileSync(join(root, files.definition), 'utf8')
    const loader = has(files.loader)
    const enhancer = has(files.enhancer)
    const hydrate = HYDRATION.exec(definition)?.[1] as Hydration | undefined
    if (loader !== LOADER_LINK.test(definition))
      problems.push(
        loader
          ? `${files.definition} does not name its loader ${files.loader}: add \`data: loadedBy<typeof import('./data.ts')>()\` to its defineBlock.`
          : `${files.definition} names a loader, but ${files.loader} does not exist: add it, or remove \`data\` from the definition.`,
      )
    if (enhancer !== ENHANCER_LINK.test(definition))
      problems.push(
        enhancer
          ? `${files.definition} does not name its enhancer ${files.enhancer}: add \`enhance: enhancedBy<typeof import('./enhance.ts')>()\` to its defineBlock.`
          : `${files.definition} names an enhancer, but ${files.enhancer} does not exist: add it, or remove \`enhance\` from the definition.`,
      )
    if (enhancer && !hydrate)
      problems.push(
        `${files.definition} has an enhancer but no \`hydrate\`: say when it runs (${HYDRATIONS.map((mode) => `'${mode}'`).join(', ')}).`,
      )
    const pageItem = loader ? pageItemOf(readFileSync(join(root, files.loader), 'utf8')) : []
    blocks[name] = { ...(hydrate ? { hydrate } : {}), loader, enhancer, pageItem }
  }
  return { blocks, problems }
}
