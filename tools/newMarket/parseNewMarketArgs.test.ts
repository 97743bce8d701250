// The flags a script passes answer the same questions as the prompts; a mistyped flag is named with "did you mean".
import { describe, expect, it } from 'vitest'
import { parseNewMarketArgs } from './parseNewMarketArgs.ts'

describe('parseNewMarketArgs', () => {
  it('reads --flag value, --flag=value, --name-<locale> and --yes', () => {
    expect(
      parseNewMarketArgs(['--code', 'lu', '--languages=fr-LU,de-LU', '--currency', 'EUR', '--name-de-DE', 'Luxemburg', '--yes']),
    ).toEqual({
      args: {
        raw: { code: 'lu', locales: 'fr-LU,de-LU', currency: 'EUR', names: { 'de-DE': 'Luxemburg' } },
        yes: true,
        help: false,
        dryRun: false,
      },
    })
  })

  it.each([
    [['--curency', 'EUR'], 'unknown flag --curency; did you mean "--currency"?'],
    [['--code'], '--code needs a value'],
    [['--code', '--yes'], '--code needs a value'],
    [['lu'], '"lu" is not a flag'],
  ])('%j is refused: %s', (argv, message) => {
    const parsed = parseNewMarketArgs(argv)
    expect('error' in parsed && parsed.error).toContain(message)
  })
})
