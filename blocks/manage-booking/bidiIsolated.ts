/**
 * A date and time put into a sentence of a right-to-left page ("إلغاء مجاني حتى 17/12/2026, 10:00"): first-strong
 * isolate marks (U+2068 … U+2069) keep its digits and separators in order. Left-to-right pages get it as it is.
 */
export function bidiIsolated(text: string | undefined, dir: 'ltr' | 'rtl'): string {
  return dir === 'rtl' ? `\u2068${text ?? ''}\u2069` : (text ?? '')
}
