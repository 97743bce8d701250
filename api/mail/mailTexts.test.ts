// Protects the language of the mails: the requested locale when it has mail texts, else the same language's home
// region, else English; and the mail bundles' check (npm run i18n:check) that finds a missing key or a placeholder
// that differs from English.
import { describe, expect, it } from 'vitest'
import { mailBundleProblems } from './mailBundleProblems.ts'
import { mailContentOf } from './mailContentOf.ts'
import { mailBundles, mailLocaleFor } from './mailTexts.ts'

describe('mail locale', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['de-CH', 'de-CH'],
    ['de-AT', 'de-DE'],
    ['de_de', 'de-DE'],
    ['fr-CH', 'fr-FR'],
    ['pt-AO', 'pt-PT'],
    ['en-IE', 'en-US'],
    ['nl', 'nl-NL'],
    ['xx-YY', 'en-US'],
    [undefined, 'en-US'],
    ['', 'en-US'],
  ])('%s is written in %s', (requested, expected) => expect(mailLocaleFor(requested)).toBe(expected))

  it('has mail texts for every locale of the site, all complete (the check npm run i18n:check runs)', () => {
    expect(mailBundles().size).toBe(27)
    expect(mailBundleProblems(mailBundles())).toEqual([])
  })

  it('names a missing text and a placeholder that differs from English', () => {
    const bundles = new Map([
      ['en-US', { a: { subject: 'Booking {{number}}', intro: 'Hello' } }],
      ['de-DE', { a: { subject: 'Buchung {{nummer}}' }, extra: 'x' }],
    ])
    expect(mailBundleProblems(bundles)).toEqual([
      'locales/de-DE/mail.json: "a.subject" has the placeholders {nummer}, en-US has {number}',
      'locales/de-DE/mail.json: "a.intro" is missing (en-US: "Hello")',
      'locales/de-DE/mail.json: "extra" is not a key of en-US\'s mail texts',
    ])
  })
})

describe('the account-exists mail (SPEC §8: "Account already exists (French and Dutch bundles, Dutch text): complete the profile in the app")', () => {
  const intro = (locale: string) => {
    const content = mailContentOf({ kind: 'accountExists', to: 'a@example.com', locale, firstName: 'Léa', resetLink: '/fr-fr/account/' })
    return content.blocks.find((block) => block.kind === 'paragraph')
  }

  it('says it in Dutch in the French and the Dutch bundles, in the language elsewhere', () => {
    const dutch = 'Er bestaat al een account met dit e-mailadres. Log in of maak je profiel compleet in de app.'
    expect(intro('fr-FR')).toEqual({ kind: 'paragraph', text: dutch })
    expect(intro('nl-NL')).toEqual({ kind: 'paragraph', text: dutch })
    expect(intro('en-US')).toEqual({
      kind: 'paragraph',
      text: 'An account with this email already exists. Log in, or complete your profile in the app.',
    })
  })
})
