import { describe, expect, it } from 'vitest'
import type { SiteIndex } from '../model/siteIndex.ts'
import { startTextReads, stopTextReads, withTextReads } from './textReads.ts'
import { i18nFor, messagesFor } from './translations.ts'

const site = {
  project: {
    bundles: new Map([
      ['en-US', { data: { footer: { text: 'Car rental' }, help: { yes: 'Yes', no: 'No' } } }],
      ['nl-BE', { data: { footer: { text: 'Verhuur van auto’s' } } }],
    ]),
  },
} as unknown as SiteIndex

// The incremental build re-renders a page when a text it read changed: every way a page reads texts is recorded.
describe('text reads while prerendering', () => {
  it('records each text a page looks up, with the locales it is looked up in', () => {
    const i18n = i18nFor(site, 'nl-BE', ['fr-BE'])
    startTextReads()
    i18n.t('footer.text')
    i18n.exists('header.menu')
    i18n.getResourceBundle('nl-BE', 'translations')
    expect(stopTextReads()).toEqual(['nl-BE bundle', 'nl-BE>fr-BE>en-US t footer.text', 'nl-BE>fr-BE>en-US t header.menu'])
  })

  it('records an island’s texts by the keys and prefixes asked, though they are resolved once for many pages', () => {
    const i18n = i18nFor(site, 'nl-BE')
    for (let page = 0; page < 2; page++) {
      startTextReads()
      messagesFor(site, i18n, new Set(['footer.text']), new Set(['help']))
      expect(stopTextReads()).toEqual(['nl-BE>en-US island footer.text|help'])
    }
  })

  it('records nothing when no page is being recorded', () => {
    i18nFor(site, 'nl-BE').t('footer.text')
    expect(stopTextReads()).toEqual([])
  })

  it('gives a part rendered once its reads, and notes them in the page rendering it', () => {
    const i18n = i18nFor(site, 'nl-BE')
    startTextReads()
    i18n.t('help.yes')
    const { value, reads } = withTextReads(() => i18n.t('footer.text'))
    expect(value).toBe('Verhuur van auto’s')
    expect(reads).toEqual(['nl-BE>en-US t footer.text'])
    expect(stopTextReads()).toEqual(['nl-BE>en-US t footer.text', 'nl-BE>en-US t help.yes'])
  })
})
