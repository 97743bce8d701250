import type { ContactField } from '../../features/help-centre/index.ts'

/** The form's fields in the order a visitor meets them (the first with a problem takes focus). */
export const CONTACT_FIELDS: readonly ContactField[] = ['topic', 'name', 'phone', 'email', 'message', 'rentalAgreement', 'bookingId']

/** Fields a visitor may leave empty: they lack aria-required. */
export const OPTIONAL_CONTACT_FIELDS: ReadonlySet<ContactField> = new Set<ContactField>(['email', 'rentalAgreement', 'bookingId'])
