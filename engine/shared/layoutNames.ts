/** The ten layout values of SPEC §2. Any other value renders with "empty". */
export const LAYOUT_NAMES = [
  'ibe',
  'ride',
  'funnel',
  'zen',
  'standalone',
  'navigation',
  'navigationWithoutLayout',
  'promotion',
  'default',
  'empty',
] as const

export type LayoutName = (typeof LAYOUT_NAMES)[number]

export function resolveLayoutName(value: string): LayoutName {
  return (LAYOUT_NAMES as readonly string[]).includes(value) ? (value as LayoutName) : 'empty'
}
