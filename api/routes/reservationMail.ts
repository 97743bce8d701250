import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { actionBody } from '../http/actionBody.ts'
import { tooManyAttempts } from '../http/tooManyAttempts.ts'
import { manageBookingLink } from '../mail/manageBookingLink.ts'
import { queueMail } from '../mail/queueMail.ts'
import { confirmationMailAttempt } from '../model/confirmationMailLimit.ts'
import { reservationForDriver } from './reservationForDriver.ts'

/**
 * POST /v1/reservationactivities/reservation/{reservation}/confirmation-mail { lastName, locale? }: mails the booking's
 * confirmation again, only to the driver's email as booked (never to an address the request names), at most
 * CONFIRMATION_MAILS_PER_HOUR times per booking and hour (then 429 with Retry-After). A booking that kept no email
 * (booked before the driver was stored) answers 409.
 */
export const resendConfirmationMailHandler = http.post(
  '*/v1/reservationactivities/reservation/:reservation/confirmation-mail',
  answer(async ({ request, params }) => {
    const body = await actionBody(request, 'reservationMailRequest')
    const found = reservationForDriver(request, String(params.reservation), body.lastName)
    if (found instanceof Response) return found
    const driver = found.driver
    if (!driver)
      return HttpResponse.json(
        { message: 'This booking kept no email address to mail: its confirmation can be printed here.', code: 'noEmail' },
        { status: 409 },
      )
    const attempt = confirmationMailAttempt(found.reservationNumber)
    if ('waitMs' in attempt) return tooManyAttempts(attempt.waitMs, 'confirmation mails for this booking')
    queueMail({
      kind: 'bookingConfirmation',
      to: driver.email,
      ...(typeof body.locale === 'string' ? { locale: body.locale } : {}),
      reservation: found,
      driverName: `${driver.firstName} ${driver.lastName}`,
      manageLink: manageBookingLink(request),
    })
    return HttpResponse.json({ status: 'queued', remaining: attempt.remaining })
  }),
)
