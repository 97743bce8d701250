import type { RideBooking } from '../../features/web-api/index.ts'
import { formatLocalDateTime } from '../../engine/shared/format/formatDateTime.ts'
import { formatPrice } from '../../engine/shared/format/formatPrice.ts'
import type { TFunction } from '../../engine/shared/i18n/translate.ts'
import type { MailBlock } from './mailContent.ts'
import { mailMarketFormats } from './mailMarketFormats.ts'

/**
 * The body of a ride confirmation (issue 26): the reference, from where to where, when (on the service area's clock,
 * in the market's date pattern and clock), the class, the fixed price in the market's money format, and the
 * cancellation link when the request came from a page of this site.
 */
export function rideConfirmationBlocks(t: TFunction, locale: string, ride: RideBooking, cancelLink: string | undefined): MailBlock[] {
  const formats = mailMarketFormats(ride.country)
  const market = { language: locale.split('-')[0]!, country: ride.country.toLowerCase(), formats }
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('rideConfirmation.intro') },
    {
      kind: 'facts',
      rows: [
        { label: t('rideConfirmation.reference'), value: ride.reference },
        { label: t('rideConfirmation.pickup'), value: ride.pickup.lines.join(', ') },
        { label: t('rideConfirmation.dropoff'), value: ride.dropoff.lines.join(', ') },
        { label: t('rideConfirmation.time'), value: formatLocalDateTime(ride.pickupAt, formats) ?? ride.pickupAt },
        { label: t('rideConfirmation.class'), value: t(`rideConfirmation.classes.${ride.rideClass}`) },
        { label: t('rideConfirmation.price'), value: formatPrice(ride.price, market) },
        { label: t('rideConfirmation.phone'), value: ride.rider.phone },
      ],
    },
    { kind: 'paragraph', text: t('rideConfirmation.payment') },
  ]
  if (cancelLink) blocks.push({ kind: 'action', label: t('rideConfirmation.cancel'), href: cancelLink })
  blocks.push({ kind: 'paragraph', text: t('rideConfirmation.freeCancellation') })
  return blocks
}
