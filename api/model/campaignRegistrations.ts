import { PLUS_CAMPAIGN } from '../seed/plus.ts'
import { BoundedTable } from '../store/boundedTable.ts'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'

/**
 * Campaign registrations by email (at most 254 characters, features/plus): SPEC §4, a campaign is taken once per
 * customer. Kept while the registration is open (the campaign's grace period), at most 10,000, the oldest going first.
 */
const KEPT_FOR_MS = PLUS_CAMPAIGN.gracePeriodDays * 24 * 60 * 60 * 1000
const registrations = new BoundedTable({
  name: 'campaign registrations',
  table: 'campaign_registrations',
  maxEntries: 10_000,
  ttlMs: KEPT_FOR_MS,
})

/** A new registration's id ("PR-000042"), or 'taken' when this email has an open one. */
export function registerForCampaign(email: string, now = Date.now()): { registrationId: string } | 'taken' {
  const database = storeDatabase()
  const key = email.trim().toLowerCase()
  return database.transaction(() => {
    if (prepared(database, 'SELECT 1 FROM campaign_registrations WHERE email = ? AND expires_at > ?').get(key, now)) return 'taken' as const
    // Numbered on from the highest kept, so a restart does not hand out an id twice.
    const { highest } = prepared(
      database,
      'SELECT coalesce(max(CAST(substr(registration_id, 4) AS INTEGER)), 0) AS highest FROM campaign_registrations',
    ).get() as { highest: number }
    const registrationId = `PR-${String(highest + 1).padStart(6, '0')}`
    prepared(database, 'INSERT OR REPLACE INTO campaign_registrations (email, registration_id, expires_at) VALUES (?, ?, ?)').run(
      key,
      registrationId,
      now + KEPT_FOR_MS,
    )
    registrations.afterSet(database, now)
    return { registrationId }
  })()
}

/** SPEC §4: the open registration of an email (its benefit applies until the grace period ends), if any. */
export function openRegistrationOf(email: string, now = Date.now()): { registrationId: string; expiresAt: number } | undefined {
  const row = prepared(
    storeDatabase(),
    'SELECT registration_id, expires_at FROM campaign_registrations WHERE email = ? AND expires_at > ?',
  ).get(email.trim().toLowerCase(), now) as { registration_id: string; expires_at: number } | undefined
  return row && { registrationId: row.registration_id, expiresAt: row.expires_at }
}
