import { isPlainObject } from '../resolve/provenance.ts'
import type { DocumentKind } from '../../model/documentKinds.ts'
import type { JsonSource } from '../../model/jsonSource.ts'
import type { Problem } from '../../shared/problem.ts'
import { MAX_BLOCKS_PER_LIST } from './jsonLimits.ts'
import { joinPointer, locatePointer } from './parseJsonSource.ts'

const SPLIT_PAGE = 'Split the page into several pages'

/** The lists of blocks a document holds, with what to call each and what to do: a page's, its overrides', a layout's. */
function blockLists(kind: DocumentKind, data: Record<string, unknown>): { pointer: string; count: number; what: string; advice: string }[] {
  const count = (list: unknown) => (Array.isArray(list) ? list.length : isPlainObject(list) ? Object.keys(list).length : 0)
  if (kind === 'layout')
    return ['before', 'after'].map((field) => ({
      pointer: `/${field}`,
      count: count(data[field]),
      what: 'this layout list',
      advice: 'A layout adds them to every page it lays out: keep the content in the pages',
    }))
  if (kind !== 'page') return []
  const overrides = isPlainObject(data.overrides) ? Object.entries(data.overrides) : []
  return [
    { pointer: '/blocks', count: count(data.blocks), what: 'this page', advice: SPLIT_PAGE },
    ...overrides.map(([key, override]) => ({
      pointer: joinPointer('/overrides', key, 'blocks'),
      count: isPlainObject(override) ? count(override.blocks) : 0,
      what: 'this override',
      advice: SPLIT_PAGE,
    })),
  ]
}

/**
 * Lists of more blocks than MAX_BLOCKS_PER_LIST, at their key, counted on the parsed document before its schema is
 * checked: every block is validated once per market and language, so a page of 200,000 blocks took minutes.
 */
export function blockListLimitProblems(kind: DocumentKind, source: JsonSource): Problem[] {
  if (!isPlainObject(source.data)) return []
  return blockLists(kind, source.data)
    .filter((list) => list.count > MAX_BLOCKS_PER_LIST)
    .map((list) => ({
      severity: 'error',
      file: source.file,
      ...locatePointer(source, list.pointer, true),
      pointer: list.pointer,
      rule: 'limit',
      message: `${list.what} has ${list.count.toLocaleString('en-US')} blocks; at most ${MAX_BLOCKS_PER_LIST} are allowed in one list. ${list.advice}`,
    }))
}
