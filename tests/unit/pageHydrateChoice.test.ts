// Protects a page's say in when its islands hydrate (`"hydrate"` on a block, docs/blocks.md): any of the modes on an
// interactive block, refused on a block that renders on the server only (engine/views/BlockList.tsx renders the choice).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

/** pages/start.json with `hydrate` set on the blocks named; the rest of the repository as it is. */
function startProblems(choices: Record<string, unknown>): string[] {
  const page = JSON.parse(readFileSync(fromRepo('pages/start.json'), 'utf8')) as { blocks: { id: string; hydrate?: unknown }[] }
  for (const block of page.blocks) if (block.id in choices) block.hydrate = choices[block.id]
  const text = JSON.stringify(page, null, 2)
  const readText = (file: string) => (file === 'pages/start.json' ? text : readFileSync(fromRepo(file), 'utf8'))
  return validateProject(readText)
    .problems.filter((problem) => problem.file === 'pages/start.json')
    .map(formatProblem)
}

describe('a page choosing when its islands hydrate', () => {
  it('may choose any mode for an interactive block', () => {
    expect(startProblems({ booking: 'idle', models: 'visible-idle', news: 'intent' })).toEqual([])
  })

  it('is refused an unknown mode, and a mode for a block with no island', () => {
    const problems = startProblems({ booking: 'soon', hero: 'load' })
    expect(problems.some((problem) => problem.includes('/blocks/2/hydrate'))).toBe(true)
    expect(problems.some((problem) => problem.includes('/blocks/1/hydrate') && problem.includes('no island to hydrate'))).toBe(true)
  })
})
