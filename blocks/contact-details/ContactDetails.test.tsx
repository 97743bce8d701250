import { describe, expect, it } from 'vitest'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { ContactDetails } from './ContactDetails.tsx'

describe('ContactDetails', () => {
  it('shows the market support phone to call and address to write to, in the page language', () => {
    const env = { ...testEnv, support: { phoneDisplay: '+49 800 000 0000', phoneDial: '+498000000000', mail: 'support@de.example.com' } }
    const html = renderBlockToString(ContactDetails, { heading: 'contactDetails.heading' }, env)
    expect(html).toContain('href="tel:+498000000000"')
    expect(html).toContain('>+49 800 000 0000</a>')
    expect(html).toContain('href="mailto:support@de.example.com"')
    expect(html).toContain('Telefon')
  })

  it('renders nothing for a market without a support contact', () => {
    expect(renderBlockToString(ContactDetails, { heading: 'contactDetails.heading' }, { ...testEnv, support: undefined })).toBe('')
  })
})
