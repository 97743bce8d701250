// The scaffold plans the files each flag asks for, refuses a taken or malformed name before writing, and leaves no
// half block behind when npm run gen fails on it.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { planNewBlock, scaffoldBlock } from './scaffoldBlock.ts'

const plain = { name: 'trust-badges', enhancer: false }
const fileNames = (plan: ReturnType<typeof planNewBlock>) => (plan.ok ? plan.files.map((entry) => entry.file) : plan.problem)
const textOf = (plan: ReturnType<typeof planNewBlock>, file: string) =>
  plan.ok ? plan.files.find((entry) => entry.file === file)?.text : undefined

let scratch: string | undefined
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
  scratch = undefined
})

describe('planNewBlock', () => {
  it('plans a server-only block: schema, component, block.ts and a test that expects the stand-in title in German and English', () => {
    const plan = planNewBlock(plain, REPO_ROOT)
    expect(fileNames(plan)).toEqual([
      'blocks/trust-badges/props.schema.json',
      'blocks/trust-badges/TrustBadges.tsx',
      'blocks/trust-badges/block.ts',
      'blocks/trust-badges/TrustBadges.test.tsx',
    ])
    expect(textOf(plan, 'blocks/trust-badges/block.ts')).toContain("defineBlock({ name: 'trust-badges', component: TrustBadges })")
    const schema = JSON.parse(textOf(plan, 'blocks/trust-badges/props.schema.json')!)
    expect(schema).toMatchObject({ title: 'TrustBadgesProps', additionalProperties: false, required: ['title'] })
    expect(schema.properties.title.$ref).toBe('../../schemas/common.schema.json#/$defs/textKey')
    expect(textOf(plan, 'blocks/trust-badges/TrustBadges.test.tsx')).toContain("toContain('<h2>Startseite</h2>')")
  })

  it('plans a React island that hydrates as --island says, and an enhancer island with enhance.ts', () => {
    expect(textOf(planNewBlock({ ...plain, island: 'idle' }, REPO_ROOT), 'blocks/trust-badges/block.ts')).toContain(
      "component: TrustBadges, hydrate: 'idle' }",
    )
    const enhanced = planNewBlock({ ...plain, enhancer: true }, REPO_ROOT)
    expect(textOf(enhanced, 'blocks/trust-badges/block.ts')).toContain(
      "hydrate: 'visible', enhance: enhancedBy<typeof import('./enhance.ts')>() }",
    )
    expect(textOf(enhanced, 'blocks/trust-badges/enhance.ts')).toContain('const enhance: IslandEnhancer<TrustBadgesProps> = (element) =>')
  })

  it.each([
    ['hero', "blocks/hero/ already exists: a block's name is its folder, so choose another name. Nothing was written."],
    ['Trust_Badges', '"Trust_Badges" is not a block name'],
  ])('refuses %s', (name, problem) => {
    expect(planNewBlock({ ...plain, name }, REPO_ROOT)).toEqual({ ok: false, problem: expect.stringContaining(problem) })
  })
})

describe('scaffoldBlock', () => {
  it('removes the new folder again when npm run gen fails on it, and runs gen once more for the blocks that remain', () => {
    scratch = mkdtempSync(join(tmpdir(), 'new-block-'))
    mkdirSync(join(scratch, 'blocks'))
    for (const [locale, home] of [
      ['de-DE', 'Startseite'],
      ['en-US', 'Home'],
    ]) {
      mkdirSync(join(scratch, 'locales', locale), { recursive: true })
      writeFileSync(join(scratch, 'locales', locale, 'translations.json'), JSON.stringify({ common: { home } }))
    }
    const gen = vi.fn<(root: string) => boolean>().mockReturnValueOnce(false).mockReturnValueOnce(true)
    const written = vi.fn()
    const result = scaffoldBlock(plain, scratch, { gen, written })
    expect(written).toHaveBeenCalledOnce()
    expect(result).toEqual({ ok: false, problem: expect.stringContaining('blocks/trust-badges/ was removed again') })
    expect(existsSync(join(scratch, 'blocks', 'trust-badges'))).toBe(false)
    expect(gen).toHaveBeenCalledTimes(2)
  })
})
