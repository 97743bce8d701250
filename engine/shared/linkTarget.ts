/** SPEC §3: target 0 is the same window, 1 a new window with no-opener protection, anything else as given. */
export function linkTargetAttributes(target: number | string | undefined): { target?: string; rel?: string } {
  if (target === undefined || target === 0) return {}
  if (target === 1) return { target: '_blank', rel: 'noopener noreferrer' }
  const value = String(target)
  return value === '_blank' ? { target: value, rel: 'noopener noreferrer' } : { target: value }
}
