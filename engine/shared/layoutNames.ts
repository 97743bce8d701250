import { LAYOUT_NAMES } from './layoutNames.gen.ts'
import type { LayoutName } from './types/layout.gen.ts'

export { LAYOUT_NAMES, type LayoutName }

/** Any value that is not a layout name renders with "empty" (SPEC §2); validation warns about it. */
export function resolveLayoutName(value: string): LayoutName {
  return (LAYOUT_NAMES as readonly string[]).includes(value) ? (value as LayoutName) : 'empty'
}
