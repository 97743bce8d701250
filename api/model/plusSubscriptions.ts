import type { Subscription } from '../../features/web-api/index.ts'
import { DEFAULT_OFFER_UNITS, OFFER_UNITS } from '../seed/plus.ts'
import { BoundedTable } from '../store/boundedTable.ts'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'

/** Three years: the longest term (twelve months) and its 30-day renewals, with room for the account to show them. */
const KEPT_FOR_MS = 3 * 365 * 24 * 60 * 60 * 1000
const subscriptions = new BoundedTable({ name: 'plus subscriptions', table: 'plus_subscriptions', maxEntries: 100_000, ttlMs: KEPT_FOR_MS })

/** How many vehicles of an offer a country has in all (api/seed/plus.ts). */
export function offerUnits(offerId: string): number {
  return OFFER_UNITS[offerId] ?? DEFAULT_OFFER_UNITS
}

function taken(country: string, offerId: string): number {
  return (
    prepared(storeDatabase(), 'SELECT count(*) AS taken FROM plus_subscriptions WHERE country = ? AND offer_id = ?').get(
      country,
      offerId,
    ) as {
      taken: number
    }
  ).taken
}

/** Whether every vehicle of an offer is subscribed in a country. */
export function isSoldOut(country: string, offerId: string): boolean {
  return taken(country, offerId) >= offerUnits(offerId)
}

/**
 * Keeps a new subscription under the next reference ("PS-000042"), unless its offer sold out in the meantime: the
 * count and the insert are one transaction, so two visitors cannot take the last vehicle twice.
 */
export function takeSubscription(
  subscription: Omit<Subscription, 'reference' | 'createdAt' | 'status'>,
  now = Date.now(),
): Subscription | 'soldOut' {
  const database = storeDatabase()
  return database.transaction(() => {
    if (isSoldOut(subscription.country, subscription.offerId)) return 'soldOut' as const
    // Numbered on from the highest kept, so a restart does not hand out a reference twice.
    const { highest } = prepared(
      database,
      'SELECT coalesce(max(CAST(substr(reference, 4) AS INTEGER)), 0) AS highest FROM plus_subscriptions',
    ).get() as { highest: number }
    const kept: Subscription = {
      reference: `PS-${String(highest + 1).padStart(6, '0')}`,
      status: 'confirmed',
      createdAt: new Date(now).toISOString(),
      ...subscription,
    }
    prepared(
      database,
      'INSERT INTO plus_subscriptions (reference, country, offer_id, email, record, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(kept.reference, kept.country, kept.offerId, kept.email.trim().toLowerCase(), JSON.stringify(kept), now, now + KEPT_FOR_MS)
    subscriptions.afterSet(database, now)
    return kept
  })()
}

/** The subscriptions taken with an email, newest first. */
export function subscriptionsForEmail(email: string): Subscription[] {
  const rows = prepared(
    storeDatabase(),
    'SELECT record FROM plus_subscriptions WHERE email = ? ORDER BY created_at DESC, reference DESC',
  ).all(email.trim().toLowerCase()) as { record: string }[]
  return rows.map((row) => JSON.parse(row.record) as Subscription)
}
