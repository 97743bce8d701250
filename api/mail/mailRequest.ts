import type { Reservation, RideBooking, Subscription } from '../../features/web-api/index.ts'

/**
 * A mail the site promises (SPEC §7, issue 24): what a handler hands to queueMail. The mail is written in `locale`
 * (the request's "locale", such as "de-DE"; an unknown one falls back to English) by api/mail/, never by the handler.
 */
export type MailRequest = { to: string; locale?: string } & (
  | { kind: 'bookingConfirmation'; reservation: Reservation; driverName: string; manageLink?: string }
  | { kind: 'emailVerification'; firstName: string; link: string }
  | { kind: 'accountExists'; firstName: string; resetLink: string }
  | { kind: 'passwordReset'; firstName: string; link: string }
  | { kind: 'contactReceipt'; name: string; reference: string; topic: string }
  | { kind: 'rideConfirmation'; ride: RideBooking; cancelLink?: string }
  | { kind: 'subscriptionConfirmation'; firstName: string; subscription: Subscription; accountLink?: string }
)

export type MailKind = MailRequest['kind']
