import { readdirSync, readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** One fenced code block of a Markdown file. */
export interface Example {
  /** The Markdown file, repository-relative ("docs/blocks.md"). */
  doc: string
  /** 1-based line of the opening fence; the code's first line is `line + 1`. */
  line: number
  /** The first word of the info string ("ts", "tsx", "json", "sh"…), "" for none. */
  language: string
  /** The info string says "skip" after the language ("ts skip"): a fragment that cannot stand alone. */
  skip: boolean
  code: string
}

/** README.md and every docs/*.md. */
export function docFiles(): string[] {
  const docs = readdirSync(fromRepo('docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`)
  return ['README.md', ...docs]
}

/** The fenced code blocks of a Markdown file (``` or ~~~ fences, closed by the same character at least as long). */
export function fencedBlocks(doc: string, text = readFileSync(fromRepo(doc), 'utf8')): Example[] {
  const lines = text.split('\n')
  const blocks: Example[] = []
  for (let index = 0; index < lines.length; index++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*([^`]*)$/.exec(lines[index])
    if (!open) continue
    const [language = '', ...flags] = open[2].trim().split(/\s+/)
    const fence = open[1]
    const code: string[] = []
    let end = index + 1
    while (end < lines.length && !new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(lines[end])) code.push(lines[end++])
    blocks.push({ doc, line: index + 1, language, skip: flags.includes('skip'), code: code.join('\n') })
    index = end
  }
  return blocks
}

/**
 * Where an example lives: a first line that is only a comment naming a repository path (`// blocks/hero/block.ts`),
 * else the repository root. Its relative imports are written from there.
 */
export function exampleLocation(example: Example): string {
  const named = /^\/\/\s*([\w@.+-]+(?:\/[\w@.+-]+)*\.tsx?)\s*$/.exec(example.code.split('\n')[0])
  return named ? named[1] : `example.${example.language}`
}

/**
 * The example's code as a module of `folder` (repository-relative): relative imports are rewritten from the example's
 * location to the folder, line for line, so a compiler's line numbers are the example's. `export {}` makes every
 * example a module of its own.
 */
export function placeExample(example: Example, folder: string): string {
  const from = posix.dirname(exampleLocation(example))
  const code = example.code.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*)\2/g,
    (_whole, before: string, quote: string, specifier: string) => {
      const target = posix.normalize(posix.join(from, specifier))
      const moved = posix.relative(folder, target)
      return `${before}${quote}${moved.startsWith('.') ? moved : `./${moved}`}${quote}`
    },
  )
  return `${code}\nexport {}\n`
}
