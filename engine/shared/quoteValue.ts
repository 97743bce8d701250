/** A value quoted for a message, cut after `max` characters: a problem about a 10 MB string stays one readable line. */
export function quoteValue(value: unknown, max = 80): string {
  const cut = (text: string) => (text.length > max ? `${text.slice(0, max)}…` : text)
  if (typeof value === 'string') return JSON.stringify(cut(value))
  return cut(JSON.stringify(value) ?? String(value))
}
