// The block name is the folder and the "type" pages use, so only kebab-case is taken; flags are named with "did you mean".
import { describe, expect, it } from 'vitest'
import { blockNameProblem, parseNewBlockArgs } from './parseNewBlockArgs.ts'

describe('parseNewBlockArgs', () => {
  it.each([
    [['trust-badges'], { name: 'trust-badges', enhancer: false, dryRun: false, help: false }],
    [['trust-badges', '--island', 'idle'], { name: 'trust-badges', island: 'idle', enhancer: false, dryRun: false, help: false }],
    [
      ['--island=visible', 'trust-badges', '--enhancer'],
      { name: 'trust-badges', island: 'visible', enhancer: true, dryRun: false, help: false },
    ],
    [['trust-badges', '--dry-run'], { name: 'trust-badges', enhancer: false, dryRun: true, help: false }],
    [['--help'], { name: '', enhancer: false, dryRun: false, help: true }],
  ])('%j → %j', (argv, args) => {
    expect(parseNewBlockArgs(argv)).toEqual({ args })
  })

  it.each([
    [['trust-badges', '--islnd', 'load'], 'unknown flag --islnd; did you mean "--island"?'],
    [['trust-badges', '--island', 'soon'], '--island needs when the island hydrates: load, idle, visible (not "soon")'],
    [['trust-badges', '--island'], '--island needs when the island hydrates'],
    [[], 'name the block, such as trust-badges'],
    [['trust-badges', 'review-stars'], 'one block at a time (got trust-badges, review-stars)'],
  ])('%j is refused: %s', (argv, message) => {
    const parsed = parseNewBlockArgs(argv)
    expect('error' in parsed && parsed.error).toContain(message)
  })
})

describe('blockNameProblem', () => {
  it.each(['trust-badges', 'faq', 'top10-deals', 'a-b-c'])('takes %s', (name) => {
    expect(blockNameProblem(name)).toBeUndefined()
  })

  it.each([
    ['TrustBadges', '(did you mean "trust-badges"?)'],
    ['trust_badges', '(did you mean "trust-badges"?)'],
    ['trust--badges', '(did you mean "trust-badges"?)'],
    ['trust-badges-', '(did you mean "trust-badges"?)'],
    ['-trust', '(did you mean "trust"?)'],
    ['10-deals', '(did you mean "deals"?)'],
    ['../hero', '(did you mean "hero"?)'],
    ['_', 'such as "trust-badges"'],
  ])('refuses %s %s', (name, hint) => {
    expect(blockNameProblem(name)).toBe(
      `"${name}" is not a block name: use lowercase words joined by dashes, starting with a letter${hint.startsWith('(') ? ` ${hint}` : `, ${hint}`}`,
    )
  })
})
