import { bookingConfirmationBlocks } from './bookingConfirmationContent.ts'
import { rideConfirmationBlocks } from './rideConfirmationContent.ts'
import type { MailBlock, MailContent } from './mailContent.ts'
import type { MailRequest } from './mailRequest.ts'
import { siteBrandName, siteOrigin } from './mailSender.ts'
import { subscriptionConfirmationBlocks } from './subscriptionConfirmationContent.ts'
import { mailTexts } from './mailTexts.ts'

/** Languages written right to left (of the site's and its likely next ones): the HTML part says dir="rtl". */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur'])

/**
 * A link the mail offers: absolute (a path such as "/de-de/account/" is resolved against the site's origin, since a
 * mail has no page to be relative to), and refused unless it is http(s): a "javascript:" link must never reach a mailbox.
 */
function safeLink(href: string): string {
  const url = new URL(href, siteOrigin())
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`A mail link must be http(s), not ${url.protocol}`)
  return url.href
}

const action = (label: string, href: string): MailBlock => ({ kind: 'action', label, href: safeLink(href) })

/** The translated, formatted content of a mail (mailRequest.ts), in the request's locale or its fallback. */
export function mailContentOf(request: MailRequest): MailContent {
  const texts = mailTexts(request.locale)
  const { t } = texts
  const locale = texts.language
  const paragraph = (key: string): MailBlock => ({ kind: 'paragraph', text: t(key) })
  let name: string
  let subject: string
  let blocks: MailBlock[]
  switch (request.kind) {
    case 'bookingConfirmation':
      name = request.driverName
      subject = t('bookingConfirmation.subject', { number: request.reservation.reservationNumber })
      blocks = bookingConfirmationBlocks(t, locale, request.reservation, request.manageLink && safeLink(request.manageLink))
      break
    case 'emailVerification':
      name = request.firstName
      subject = t('emailVerification.subject')
      blocks = [
        paragraph('emailVerification.intro'),
        action(t('emailVerification.action'), request.link),
        paragraph('emailVerification.validity'),
        paragraph('emailVerification.ignore'),
      ]
      break
    case 'accountExists':
      name = request.firstName
      subject = t('accountExists.subject')
      blocks = [
        paragraph('accountExists.intro'),
        paragraph('accountExists.hint'),
        action(t('accountExists.action'), request.resetLink),
        paragraph('accountExists.ignore'),
      ]
      break
    case 'passwordReset':
      name = request.firstName
      subject = t('passwordReset.subject')
      blocks = [
        paragraph('passwordReset.intro'),
        action(t('passwordReset.action'), request.link),
        paragraph('passwordReset.validity'),
        paragraph('passwordReset.ignore'),
      ]
      break
    case 'contactReceipt': {
      name = request.name
      subject = t('contactReceipt.subject', { reference: request.reference })
      const topicKey = `topics.${request.topic}`
      blocks = [
        paragraph('contactReceipt.intro'),
        {
          kind: 'facts',
          rows: [
            { label: t('contactReceipt.reference'), value: request.reference },
            { label: t('contactReceipt.topic'), value: texts.exists(topicKey) ? t(topicKey) : request.topic },
          ],
        },
        paragraph('contactReceipt.quote'),
      ]
      break
    }
    case 'rideConfirmation':
      name = request.ride.rider.name
      subject = t('rideConfirmation.subject', { reference: request.ride.reference })
      blocks = rideConfirmationBlocks(t, locale, request.ride, request.cancelLink && safeLink(request.cancelLink))
      break
    case 'subscriptionConfirmation':
      name = request.firstName
      subject = t('subscriptionConfirmation.subject', { reference: request.subscription.reference })
      blocks = subscriptionConfirmationBlocks(t, locale, request.subscription, request.accountLink && safeLink(request.accountLink))
      break
  }
  return {
    kind: request.kind,
    locale,
    dir: RIGHT_TO_LEFT.has(locale.split('-')[0]!) ? 'rtl' : 'ltr',
    subject,
    greeting: t('common.greeting', { name }),
    blocks,
    closing: [t('common.closing'), t('common.team', { brand: siteBrandName() })],
    footer: t('common.automatic'),
  }
}
