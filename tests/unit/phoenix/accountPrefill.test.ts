import { describe, expect, it } from 'vitest'
import { prefillDriver } from '../../../apps/phoenix/src/accountPrefill.ts'

const account = { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.com' }

describe('the driver step prefills a logged-in account', () => {
  it('fills the empty fields with the account name and email', () => {
    expect(prefillDriver({ firstName: '', lastName: '', email: '' }, account)).toEqual(account)
  })

  it('never replaces what the visitor typed, and changes nothing when every field is filled', () => {
    expect(prefillDriver({ firstName: 'Ben', lastName: ' ', email: '' }, account)).toEqual({
      firstName: 'Ben',
      lastName: 'Muster',
      email: 'anna@example.com',
    })
    const typed = { firstName: 'Ben', lastName: 'Beispiel', email: 'ben@example.com' }
    expect(prefillDriver(typed, account)).toBe(typed)
  })
})
