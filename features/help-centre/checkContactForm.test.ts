import { describe, expect, it } from 'vitest'
import { checkContactForm } from './checkContactForm.ts'

const valid = {
  topic: 'booking',
  name: 'Ana Silva',
  phone: '+49 89 1234 5678',
  message: 'Where is my invoice?',
  rentalAgreement: '',
  bookingId: '',
}

describe('checkContactForm', () => {
  it('accepts a complete form', () => expect(checkContactForm(valid)).toEqual({}))
  it('names every empty required field', () =>
    expect(checkContactForm({ topic: ' ', name: '', phone: '', message: '   ', rentalAgreement: '', bookingId: '' })).toEqual({
      topic: 'required',
      name: 'required',
      phone: 'required',
      message: 'required',
    }))
  it.each([
    [{ phone: '12345' }, { phone: 'phone' }],
    [{ phone: 'call me' }, { phone: 'phone' }],
    [{ phone: '+1 (212) 555-0100' }, {}],
    [{ bookingId: '123' }, { bookingId: 'bookingId' }],
    [{ bookingId: '9123456789' }, {}],
    [{ rentalAgreement: 'AB12' }, { rentalAgreement: 'rentalAgreement' }],
    [{ rentalAgreement: '12345678' }, {}],
    [{ topic: 'weather' }, { topic: 'topic' }],
    [{ email: 'erika.example.com' }, { email: 'email' }],
    [{ email: 'erika @example.com' }, { email: 'email' }],
    [{ email: `${'a'.repeat(250)}@example.com` }, { email: 'email' }],
    [{ email: ' erika@example.com ' }, {}],
    [{ message: 'x'.repeat(2001) }, { message: 'tooLong' }],
  ])('%o gives %o', (change, problems) => expect(checkContactForm({ ...valid, ...change })).toEqual(problems))
})
