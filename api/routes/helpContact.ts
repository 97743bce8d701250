import { http, HttpResponse } from 'msw'
import { checkContactForm } from '../../features/help-centre/data.ts'
import { answer } from '../http/answer.ts'
import { actionBody } from '../http/actionBody.ts'
import { BadRequest } from '../http/badRequest.ts'
import { checkBodySchema } from '../http/checkBodySchema.ts'
import { type ContactMessage, receiveContactMessage } from '../model/contactMessages.ts'
import { contactReferenceFor, REQUEST_ID_MAX_LENGTH } from '../model/contactReferences.ts'
import { queueMail } from '../mail/queueMail.ts'

/**
 * POST /v1/knowledge-article/contact { topic, name, phone, message, rentalAgreement?, bookingId?, country, email?, locale? }:
 * 201 with a reference number, or 400 with { message, fields: { <field>: <problem> } } (features/help-centre/checkContactForm.ts).
 * The same X-Idempotency-Key header or requestId in the body answers the same reference number for a day
 * (api/model/contactReferences.ts); one longer than REQUEST_ID_MAX_LENGTH characters is a 400. The message is kept under
 * its reference number (api/model/contactMessages.ts, across restarts). With an email, a receipt with the reference number
 * is mailed in `locale` (api/mail/), once per reference.
 */
export const helpContactHandler = http.post(
  '*/v1/knowledge-article/contact',
  answer(async ({ request }) => {
    const body = await actionBody(request)
    const fields = checkContactForm(
      Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : ''])),
    )
    if (Object.keys(fields).length > 0)
      return HttpResponse.json({ message: `Check the fields ${Object.keys(fields).join(', ')}.`, fields }, { status: 400 })
    // The form's rules answer first, with every field's problem (the form shows them); then the request schema
    // refuses what no form sends: a field of another type, an unknown field, a malformed requestId.
    checkBodySchema(body, 'helpContactRequest')
    const key = request.headers.get('x-idempotency-key') ?? (typeof body.requestId === 'string' ? body.requestId : null)
    if (key !== null && key.length > REQUEST_ID_MAX_LENGTH)
      throw new BadRequest(`"requestId" (or X-Idempotency-Key) can have at most ${REQUEST_ID_MAX_LENGTH} characters.`)
    const referenceNumber = contactReferenceFor(key || null)
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '')
    const optional = (name: string) => (text(name) === '' ? {} : { [name]: text(name) })
    const message: ContactMessage = {
      topic: text('topic'),
      name: text('name'),
      phone: text('phone'),
      message: text('message'),
      country: text('country'),
      ...optional('email'),
      ...optional('rentalAgreement'),
      ...optional('bookingId'),
      ...optional('locale'),
    }
    // The receipt only to an address the visitor gave, and once per reference (a retried send answers the same one).
    if (receiveContactMessage(referenceNumber, message).mailReceipt && message.email)
      queueMail({
        kind: 'contactReceipt',
        to: message.email,
        ...(message.locale ? { locale: message.locale } : {}),
        name: message.name,
        reference: referenceNumber,
        topic: message.topic,
      })
    return HttpResponse.json({ referenceNumber }, { status: 201 })
  }),
)
