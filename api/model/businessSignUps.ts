import { randomInt } from 'node:crypto'
import type { BusinessSignUpValues } from '../../features/account/index.ts'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'

/**
 * The business programme's sign-up requests (the account's BusinessHub tab), kept in the database for the business
 * team: one per account, so asking again answers the request already kept (no duplicates for the team to sort out).
 */
export interface BusinessSignUp extends BusinessSignUpValues {
  reference: string
  country: string
  receivedAt: string
}

interface Row {
  reference: string
  company_name: string
  company_size: string
  business_email: string
  phone: string
  country: string
  received_at: string
}

const signUpOf = (row: Row): BusinessSignUp => ({
  reference: row.reference,
  companyName: row.company_name,
  companySize: row.company_size,
  businessEmail: row.business_email,
  phone: row.phone,
  country: row.country,
  receivedAt: row.received_at,
})

export function businessSignUpOf(userId: string): BusinessSignUp | undefined {
  const row = prepared(storeDatabase(), 'SELECT * FROM business_signups WHERE user_id = ?').get(userId) as Row | undefined
  return row && signUpOf(row)
}

/** "BH-" and eight digits: read out on the phone to the business team. */
const newReference = () => `BH-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`

/** Keeps the request (values checked by the caller); an account that asked before gets its first request, created false. */
export function receiveBusinessSignUp(
  userId: string,
  values: BusinessSignUpValues & { country: string; locale?: string },
): { signUp: BusinessSignUp; created: boolean } {
  const earlier = businessSignUpOf(userId)
  if (earlier) return { signUp: earlier, created: false }
  const receivedAt = new Date().toISOString()
  let reference = newReference()
  while (prepared(storeDatabase(), 'SELECT 1 FROM business_signups WHERE reference = ?').get(reference)) reference = newReference()
  prepared(
    storeDatabase(),
    `INSERT INTO business_signups (reference, user_id, company_name, company_size, business_email, phone, country, locale, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING`,
  ).run(
    reference,
    userId,
    values.companyName.trim(),
    values.companySize,
    values.businessEmail.trim().toLowerCase(),
    values.phone.trim(),
    values.country,
    values.locale ?? null,
    receivedAt,
  )
  // Two requests at once: the one stored first is the account's.
  const kept = businessSignUpOf(userId)!
  return { signUp: kept, created: kept.reference === reference }
}
