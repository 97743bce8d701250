/**
 * What the page being prerendered reads of the translation bundles, for the incremental build
 * (tools/incremental/textInputs.ts): a page is rendered again when one of the texts it read changed, not when any
 * word of its bundles did. Each read names the locales it was looked up in (the page's fallback chain) and what:
 *
 * - `<chain> t <key>`: one text (with its plural forms), through `t` or `exists`;
 * - `<chain> island <keys>|<prefixes>`: the texts an island gets in the browser (translations.ts messagesFor);
 * - `<locale> bundle`: a whole bundle (handed to a micro-app).
 *
 * Rendering is synchronous and one page at a time, so one recorder per process is enough; parts rendered once and
 * reused on other pages (the shared chrome) keep their reads and note them again on each page (withTextReads).
 */
let current: Set<string> | undefined

/** Starts recording the reads of the page about to be rendered. */
export function startTextReads(): void {
  current = new Set()
}

/** The reads recorded since startTextReads, sorted; stops recording. */
export function stopTextReads(): string[] {
  const reads = current ? [...current].sort() : []
  current = undefined
  return reads
}

export function noteTextRead(read: string): void {
  current?.add(read)
}

/** Runs `render`, answering what it read as well (noted in the page's reads too, when recording). */
export function withTextReads<T>(render: () => T): { value: T; reads: string[] } {
  const outer = current
  current = new Set()
  try {
    const value = render()
    const reads = [...current]
    for (const read of reads) outer?.add(read)
    return { value, reads }
  } finally {
    current = outer
  }
}

/** Notes reads made earlier by a part reused on this page. */
export function noteTextReads(reads: readonly string[]): void {
  if (current) for (const read of reads) current.add(read)
}

/** The chain of locales a page's texts are looked up in, as createI18n searches them. */
export function textChain(locale: string, fallbackLocales: readonly string[], last: string): string {
  return [...new Set([locale, ...fallbackLocales, last])].join('>')
}
