import type { Driver, User } from '../../../features/web-api/index.ts'

/** The driver's fields with the account's name and email in those the visitor left empty; what they typed is never replaced. */
export function prefillDriver(driver: Driver, account: Pick<User, 'firstName' | 'lastName' | 'email'>): Driver {
  const filled = { ...driver }
  let changed = false
  for (const key of ['firstName', 'lastName', 'email'] as const) {
    if (filled[key].trim() !== '' || account[key].trim() === '') continue
    filled[key] = account[key]
    changed = true
  }
  return changed ? filled : driver
}
