import { describe, expect, it } from 'vitest'
import type { Bundle } from '../../engine/shared/i18n/createI18n.ts'
import { bundleHashes, localesRead, textReadsHasher } from './textInputs.ts'

const bundles = (): Map<string, Bundle> =>
  new Map<string, Bundle>([
    [
      'en-US',
      { footer: { text: 'Car rental' }, truck: { heading: 'Trucks', count_one: '{{count}} truck', count_other: '{{count}} trucks' } },
    ],
    ['nl-BE', { footer: { text: 'Verhuur van auto’s' }, truck: { heading: 'Vrachtwagens' } }],
  ])
const hashWith = (edit: (all: Map<string, Bundle>) => void, reads: string[]) => {
  const all = bundles()
  edit(all)
  return textReadsHasher(all)(reads)
}
const nl = (read: string) => `nl-BE>en-US ${read}`

// One word in one bundle re-renders only the pages that read it (issue 28 §2): a page's texts input changes with
// what it read, and only with that.
describe('textReadsHasher', () => {
  const reads = [nl('t truck.heading'), nl('t truck.count')]
  const unchanged = textReadsHasher(bundles())(reads)

  it('is the same when no text the page read changed, even when another text of its bundle did', () => {
    expect(
      hashWith((all) => {
        ;(all.get('nl-BE')!.footer as Bundle).text = 'Verhuur van personenauto’s'
      }, reads),
    ).toBe(unchanged)
  })

  it('changes with a text the page read', () => {
    expect(
      hashWith((all) => {
        ;(all.get('nl-BE')!.truck as Bundle).heading = 'Bestelwagens'
      }, reads),
    ).not.toBe(unchanged)
  })

  it('changes with a plural form of a text read, and with a fallback that answers for a text its own bundle lacks', () => {
    expect(
      hashWith((all) => {
        ;(all.get('en-US')!.truck as Bundle).count_one = 'one truck'
      }, reads),
    ).not.toBe(unchanged)
    expect(
      hashWith((all) => {
        ;(all.get('nl-BE')!.truck as Bundle).count_other = '{{count}} vrachtwagens'
      }, reads),
    ).not.toBe(unchanged)
  })

  it('changes for an island’s texts when a key under its prefix is added to en-US', () => {
    const island = [nl('island |truck')]
    const before = textReadsHasher(bundles())(island)
    expect(
      hashWith((all) => {
        ;(all.get('en-US')!.truck as Bundle).subheading = 'For every load'
      }, island),
    ).not.toBe(before)
    expect(
      hashWith((all) => {
        ;(all.get('en-US')!.footer as Bundle).text = 'Rentals'
      }, island),
    ).toBe(before)
  })

  it('changes for a whole bundle with any of its texts', () => {
    const whole = ['nl-BE bundle']
    expect(
      hashWith((all) => {
        ;(all.get('nl-BE')!.footer as Bundle).text = 'x'
      }, whole),
    ).not.toBe(textReadsHasher(bundles())(whole))
  })

  it('refuses a read it does not know, rather than taking it as unchanged', () => {
    expect(() => textReadsHasher(bundles())(['nl-BE guess truck'])).toThrow(/does not know/)
  })
})

// A list of reads whose bundles are all unchanged is not hashed again: the locales it depends on must be all of them.
describe('localesRead and bundleHashes', () => {
  it('name every locale of every chain a list reads, and en-US, whose keys choose an island’s texts', () => {
    const reads = ['de-AT>de-DE>en-US t footer.text', 'fr-CH>fr-FR island booking.search|', 'nl-BE bundle', 'pt-BR>pt-PT t a.b']
    expect([...localesRead(reads)].sort()).toEqual(['de-AT', 'de-DE', 'en-US', 'fr-CH', 'fr-FR', 'nl-BE', 'pt-BR', 'pt-PT'])
  })

  it('hash each bundle apart: one changed word changes its locale only', () => {
    const before = bundleHashes(
      new Map<string, Bundle>([
        ['de-DE', { a: 'Auto' }],
        ['fr-FR', { a: 'Voiture' }],
      ]),
    )
    const after = bundleHashes(
      new Map<string, Bundle>([
        ['de-DE', { a: 'Wagen' }],
        ['fr-FR', { a: 'Voiture' }],
      ]),
    )
    expect(after['fr-FR']).toBe(before['fr-FR'])
    expect(after['de-DE']).not.toBe(before['de-DE'])
  })
})
