/**
 * npx tsx tools/bench/markupScaling.ts: parseMarkup time on a text 32 times as long as a short one, per family of
 * hostile input. The same characters either way, so linear time prints a ratio near 1 (up to about 4 from garbage
 * collection on a larger heap) and quadratic time near 32. Moved here from a unit test: a timing is measured and
 * printed, never asserted (load on a shared machine inflates a ratio now and then).
 */
import { parseMarkup } from '../../engine/markup/parseMarkup.ts'

const FACTOR = 32
/** Sizes a content text can have; far larger ones measure the garbage collector more than the parser. */
const SIZE = 2_000

const nestedList = (n: number) => {
  let text = ''
  for (let depth = 0; text.length < n; depth++) text += `${' '.repeat(2 * depth)}- x\n`
  return text
}
const FAMILIES: Record<string, (n: number) => string> = {
  stars: (n) => '*'.repeat(n),
  brackets: (n) => '['.repeat(n),
  footnoteOpeners: (n) => '[^'.repeat(n / 2),
  shortCodeOpeners: (n) => '{{'.repeat(n / 2),
  linkOpeners: (n) => '[a]('.repeat(n / 4),
  emphasis: (n) => '**a *b '.repeat(n / 7),
  tags: (n) => '<a'.repeat(n / 2),
  nestedList,
  listMarkersOnOneLine: (n) => '- '.repeat(n / 2),
  headings: (n) => '# a\n'.repeat(n / 4),
}

/** Fastest time of `repeat` parses of `text` over 5 runs: other work on the machine only ever adds time. */
function fastest(text: string, repeat: number): number {
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < 5; run++) {
    const start = performance.now()
    for (let i = 0; i < repeat; i++) parseMarkup(text)
    best = Math.min(best, performance.now() - start)
  }
  return best
}

console.log(`parseMarkup: one text of ${FACTOR * SIZE} characters / ${FACTOR} texts of ${SIZE} (near 1: linear; near ${FACTOR}: quadratic)`)
for (const [name, make] of Object.entries(FAMILIES)) {
  const small = `# H\n\n${make(SIZE)}`
  const large = `# H\n\n${make(FACTOR * SIZE)}`
  fastest(small, FACTOR) // warm up the JIT
  const ratio = fastest(large, 1) / fastest(small, FACTOR)
  console.log(`  ${name.padEnd(22)} ${ratio.toFixed(2)}`)
}
