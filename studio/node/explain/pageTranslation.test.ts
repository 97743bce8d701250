// Protects the text explain shows for a translation key: the one the page shows, from its own locale or, where that
// bundle lacks the key, from the fallback the engine reads next, with the position in that fallback's bundle.
import { describe, expect, it } from 'vitest'
import { loadProject } from '../../../engine/node/load/loadProject.ts'
import { bundleTextIndex } from './bundleTextIndex.ts'
import { pageTranslation } from './pageTranslation.ts'

const bundles = bundleTextIndex(loadProject())
const english = bundles.get('en-US')!

describe('pageTranslation', () => {
  it('takes a key the page locale lacks from en-US, the last fallback', () => {
    expect(bundles.get('en-GB')!.texts.has('fleetCategory.automatic')).toBe(false)
    const translation = pageTranslation(bundles, 'en-GB', [], 'fleetCategory.automatic')
    expect(translation).toMatchObject({ locale: 'en-US', text: english.texts.get('fleetCategory.automatic') })
    expect(translation.from).toMatchObject({ file: 'locales/en-US/translations.json', pointer: '/fleetCategory/automatic' })
  })

  it('reads a fallback locale before en-US', () => {
    const translation = pageTranslation(bundles, 'en-GB', ['fr-FR'], 'fleetCategory.automatic')
    expect(translation).toMatchObject({ locale: 'fr-FR', text: bundles.get('fr-FR')!.texts.get('fleetCategory.automatic') })
  })

  it('answers no text and no position for a key no bundle of the chain has', () => {
    expect(pageTranslation(bundles, 'en-GB', [], 'no.such.key')).toEqual({ key: 'no.such.key', locale: 'en-GB' })
  })
})
