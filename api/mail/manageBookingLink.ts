import { visitorPage } from '../http/visitorPage.ts'

/** The page where a driver looks a booking up (pages/manage-booking.json; slugs are the same in every market). */
export const MANAGE_BOOKING_SLUG = 'manage-booking'

/**
 * The manage-booking page of the market the visitor booked on: the first path segment of the page the request came
 * from ("/de-de/…", "/de-de-zentrovo/…") and that page's origin. Undefined for a request that names no page of this
 * site (an app, curl): the mail then offers no link rather than a guessed one.
 */
export function manageBookingLink(request: Request): string | undefined {
  const page = visitorPage(request)
  const prefix = page && /^\/([a-z]{2}-[a-z]{2}(?:-[a-z0-9]+)?)\//.exec(page.pathname)?.[1]
  return page && prefix ? new URL(`/${prefix}/${MANAGE_BOOKING_SLUG}/`, page.origin).href : undefined
}
