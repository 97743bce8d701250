import { UsageError } from '../../shared/assert.ts'
import type { EffectiveMarket } from '../../model/effectiveMarket.ts'
import type { Project } from '../../model/project.ts'
import type { Tracked } from '../../model/tracked.ts'
import { mergePatch } from './provenance.ts'

const INHERITANCE_KEYS = ['$schema', 'extends', 'abstract'] as const

/** The chain of documents a market is built from, base first. Throws a UsageError for a missing base or a cycle. */
export function marketChain(project: Project, code: string): string[] {
  const chain: string[] = []
  let current: string | undefined = code
  while (current !== undefined) {
    if (chain.includes(current))
      throw new UsageError(`markets/${code}.json: "extends" goes round in a circle: ${[...chain, current].join(' → ')}`)
    const document = project.markets.get(current)
    if (!document) throw new UsageError(`markets/${chain.at(-1)}.json extends "${current}", but markets/${current}.json does not exist`)
    chain.push(current)
    current = document.data.extends
  }
  return chain.reverse()
}

/** Merges a market with the documents it extends; each value remembers the file that set it. */
export function resolveMarket(project: Project, code: string): Tracked<EffectiveMarket> {
  const tracked: Tracked<Record<string, unknown>> = { value: {}, origins: new Map() }
  for (const name of marketChain(project, code)) {
    const document = project.markets.get(name)!
    mergePatch(
      tracked.value,
      document.data as unknown as Record<string, unknown>,
      tracked.origins,
      '',
      document.source,
      '',
      INHERITANCE_KEYS,
    )
  }
  tracked.value.code = code
  tracked.origins.set('/code', { source: project.markets.get(code)!.source, pointer: '' })
  return tracked as unknown as Tracked<EffectiveMarket>
}

/** Markets that get pages: every market document that is not abstract. */
export function marketCodes(project: Project): string[] {
  return [...project.markets.entries()].filter(([, document]) => !document.data.abstract).map(([code]) => code)
}
