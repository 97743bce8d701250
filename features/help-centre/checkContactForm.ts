/**
 * The rules of the help centre's contact form (SPEC §2, §5), shared by the form island and the
 * reference API so both refuse the same input: each field answers a problem code or nothing.
 */
export const CONTACT_TOPICS = ['booking', 'payment', 'damage', 'feedback', 'other'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export interface ContactFormValues {
  topic: string
  name: string
  phone: string
  message: string
  rentalAgreement: string
  bookingId: string
  /** Optional: where the receipt with the reference number is mailed. */
  email: string
}

export type ContactField = keyof ContactFormValues
/** "required": 'Required field cannot be left empty.' (SPEC §5); the others name the expected format. */
export type ContactProblem = 'required' | 'topic' | 'phone' | 'rentalAgreement' | 'bookingId' | 'email' | 'tooLong'

export const CONTACT_LIMITS = { name: 100, message: 2000, email: 254 } as const
/** Digits with spaces, dashes, dots, slashes or brackets and an optional leading +; 6 to 15 digits (E.164). */
const PHONE = /^\+?[0-9 ()./-]+$/
/** A rental agreement number: 8 to 12 digits. */
const RENTAL_AGREEMENT = /^[0-9]{8,12}$/
/** A booking ID as the booking confirmation prints it: 10 digits. */
const BOOKING_ID = /^[0-9]{10}$/
/** An address a receipt can go to: something@domain.tld, no spaces (the browser's type=email checks the same shape). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkContactForm(values: Partial<ContactFormValues>): Partial<Record<ContactField, ContactProblem>> {
  const text = (field: ContactField) => (typeof values[field] === 'string' ? values[field].trim() : '')
  const problems: Partial<Record<ContactField, ContactProblem>> = {}
  if (text('topic') === '') problems.topic = 'required'
  else if (!(CONTACT_TOPICS as readonly string[]).includes(text('topic'))) problems.topic = 'topic'
  if (text('name') === '') problems.name = 'required'
  else if (text('name').length > CONTACT_LIMITS.name) problems.name = 'tooLong'
  const phone = text('phone')
  const digits = phone.replace(/\D/g, '').length
  if (phone === '') problems.phone = 'required'
  else if (!PHONE.test(phone) || digits < 6 || digits > 15) problems.phone = 'phone'
  if (text('message') === '') problems.message = 'required'
  else if (text('message').length > CONTACT_LIMITS.message) problems.message = 'tooLong'
  if (text('rentalAgreement') !== '' && !RENTAL_AGREEMENT.test(text('rentalAgreement').replace(/\s/g, '')))
    problems.rentalAgreement = 'rentalAgreement'
  if (text('bookingId') !== '' && !BOOKING_ID.test(text('bookingId').replace(/\s/g, ''))) problems.bookingId = 'bookingId'
  const email = text('email')
  if (email !== '' && (email.length > CONTACT_LIMITS.email || !EMAIL.test(email))) problems.email = 'email'
  return problems
}
