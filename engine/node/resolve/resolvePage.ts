import type { Block, PageDocument } from '../../shared/types/page.gen.ts'
import type { EffectivePage } from '../../model/effectivePage.ts'
import type { JsonSource } from '../../model/jsonSource.ts'
import type { Project } from '../../model/project.ts'
import type { SourceRef, Tracked } from '../../model/tracked.ts'
import { joinPointer } from '../load/parseJsonSource.ts'
import { isPlainObject, mergePatch, recordOrigins } from './provenance.ts'

/** The keys of a page's "overrides" that apply to one market language, in the order they are applied (the last wins). */
export function pageOverrideKeys(market: string, language: string): string[] {
  return [market, `${language}-${market}`]
}

export function pageAppliesTo(page: PageDocument, market: string): boolean {
  return page.markets === undefined || page.markets === '*' || page.markets.includes(market)
}

/**
 * The page as one market and language see it: the page document, then the market's override
 * ("gb"), then the market language's override ("fr-ch"). Blocks are changed by id.
 */
export function resolvePage(project: Project, pageId: string, market: string, language: string): Tracked<EffectivePage> {
  const document = project.pages.get(pageId)!
  const { $schema: _schema, overrides = {}, markets: _markets, blocks, ...rest } = document.data
  const value = structuredClone(rest) as Record<string, unknown>
  const origins = new Map<string, SourceRef>()
  recordOrigins(origins, value, '', document.source, '')
  origins.delete('')
  let tracked = (blocks ?? []).map((block, index) => trackBlock(block, document.source, joinPointer('/blocks', index)))

  for (const key of pageOverrideKeys(market, language)) {
    const override = overrides[key]
    if (!override) continue
    const base = joinPointer('/overrides', key)
    const { blocks: blockPatches, ...fields } = override
    mergePatch(value, fields as Record<string, unknown>, origins, '', document.source, base)
    if (blockPatches) tracked = patchBlocks(tracked, blockPatches, document.source, joinPointer(base, 'blocks'))
  }

  value.blocks = tracked.map((entry) => entry.value)
  tracked.forEach((entry, index) => {
    for (const [pointer, ref] of entry.origins) origins.set(joinPointer('/blocks', index) + pointer, ref)
  })
  return { value: value as EffectivePage, origins }
}

function trackBlock(block: Block, source: JsonSource, sourcePointer: string): Tracked<Block> {
  const origins = new Map<string, SourceRef>()
  const value = structuredClone(block)
  recordOrigins(origins, value, '', source, sourcePointer)
  return { value, origins }
}

type BlockPatch = { type?: string; after?: string; props?: Record<string, unknown> } | null

function patchBlocks(blocks: Tracked<Block>[], patches: Record<string, BlockPatch>, source: JsonSource, base: string): Tracked<Block>[] {
  const result = [...blocks]
  for (const [id, patch] of Object.entries(patches)) {
    const pointer = joinPointer(base, id)
    const index = result.findIndex((entry) => entry.value.id === id)
    if (patch === null) {
      if (index >= 0) result.splice(index, 1)
      continue
    }
    if (index >= 0) {
      const target = result[index]
      const { after: _after, ...change } = patch
      mergePatch(target.value as unknown as Record<string, unknown>, change, target.origins, '', source, pointer)
      continue
    }
    // A new block: it needs a type (validation reports a new block without one), and validation checks
    // its props against that type's schema like every block of the effective page.
    const added = trackBlock({ id, type: patch.type, props: isPlainObject(patch.props) ? patch.props : {} } as Block, source, pointer)
    added.origins.set('/id', { source, pointer })
    const afterIndex = patch.after ? result.findIndex((entry) => entry.value.id === patch.after) : -1
    if (afterIndex >= 0) result.splice(afterIndex + 1, 0, added)
    else result.push(added)
  }
  return result
}
