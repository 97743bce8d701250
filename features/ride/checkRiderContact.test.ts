// Protects the rider's contact details (issue 26): the driver needs a phone to call and the confirmation an email;
// the app and the API refuse the same input.
import { describe, expect, it } from 'vitest'
import { checkRiderContact } from './checkRiderContact.ts'

const valid = { name: 'Ana Lopez', email: 'ana@example.com', phone: '+49 30 1234567' }

describe('checkRiderContact', () => {
  it('accepts complete details', () => expect(checkRiderContact(valid)).toEqual({}))
  it('asks for every field', () =>
    expect(checkRiderContact({ name: ' ', email: '', phone: '' })).toEqual({ name: 'required', email: 'required', phone: 'required' }))
  it('refuses a malformed email and phone', () =>
    expect(checkRiderContact({ ...valid, email: 'ana@', phone: 'call me' })).toEqual({ email: 'email', phone: 'phone' }))
  it('refuses a phone with too few digits and a name too long', () =>
    expect(checkRiderContact({ ...valid, phone: '123', name: 'x'.repeat(101) })).toEqual({ phone: 'phone', name: 'tooLong' }))
  it('refuses values of another type', () => expect(checkRiderContact({ ...valid, email: 7 })).toEqual({ email: 'required' }))
})
