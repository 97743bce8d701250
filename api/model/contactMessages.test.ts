// Contact messages lived only as a reference number in memory (issue 24): the team never saw the message, and a
// restart forgot which receipts were mailed. Now each message is kept under its reference, the first one wins, and
// its receipt is due once, only when the visitor gave an email.
import { describe, expect, it } from 'vitest'
import { contactMessage, receiveContactMessage } from './contactMessages.ts'

const message = { topic: 'damage', name: 'Ana Lopez', phone: '+49 30 1234567', message: 'A scratch on the door.', country: 'DE' }

describe('contact messages', () => {
  it('keeps the message under its reference, with the optional fields given', () => {
    receiveContactMessage('HC-00000001', { ...message, bookingId: '9123456789', locale: 'de-DE' }, 1_000)
    expect(contactMessage('HC-00000001')).toEqual({
      ...message,
      bookingId: '9123456789',
      locale: 'de-DE',
      email: undefined,
      rentalAgreement: undefined,
      receivedAt: 1_000,
    })
  })

  it('keeps the first message of a reference and asks for its receipt once', () => {
    const withEmail = { ...message, email: 'ana@example.com' }
    expect(receiveContactMessage('HC-00000002', withEmail)).toEqual({ mailReceipt: true })
    expect(receiveContactMessage('HC-00000002', { ...withEmail, message: 'Sent again, changed.' })).toEqual({ mailReceipt: false })
    expect(contactMessage('HC-00000002')?.message).toBe('A scratch on the door.')
  })

  it('asks for no receipt without an email', () => {
    expect(receiveContactMessage('HC-00000003', message)).toEqual({ mailReceipt: false })
  })
})
