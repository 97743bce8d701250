import type { PlaceholderInline, Season } from './markupTree.ts'

export const SEASONS: readonly Season[] = ['winter', 'spring', 'summer', 'autumn']

/** SPEC §9: the first and last day of each season as [month (1-12), day]. */
export const SEASON_RANGES: Record<Season, { start: [number, number]; end: [number, number] }> = {
  winter: { start: [1, 1], end: [3, 31] },
  spring: { start: [4, 1], end: [6, 30] },
  summer: { start: [7, 1], end: [9, 30] },
  autumn: { start: [10, 1], end: [12, 31] },
}

const SIMPLE_CODES = ['currentYear', 'branchName', 'cityName'] as const
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Reads the inside of a short code "{{…}}". Answers the placeholder, or which problem it has:
 * an unknown season (with where the season name starts inside `code`), or an invalid short code.
 */
export function parseShortCode(code: string): PlaceholderInline | { invalidSeason: string; at: number } | 'invalid' {
  if ((SIMPLE_CODES as readonly string[]).includes(code)) return { type: 'placeholder', code: code as (typeof SIMPLE_CODES)[number] }
  const colon = code.indexOf(':')
  const name = code.slice(0, colon)
  const argument = code.slice(colon + 1)
  if (colon > 0 && name === 'video' && VIDEO_ID.test(argument)) return { type: 'placeholder', code: 'video', id: argument }
  if (colon > 0 && name === 'season') {
    return (SEASONS as readonly string[]).includes(argument)
      ? { type: 'placeholder', code: 'season', season: argument as Season }
      : { invalidSeason: argument, at: colon + 1 }
  }
  return 'invalid'
}
