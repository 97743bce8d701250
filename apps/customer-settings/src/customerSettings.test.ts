// Protects the customer-settings app: stored settings are read field by field and garbage gives the defaults.
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, readCustomerSettings } from './customerSettings.ts'

describe('readCustomerSettings', () => {
  it.each([
    [null, DEFAULT_SETTINGS],
    ['', DEFAULT_SETTINGS],
    ['not json', DEFAULT_SETTINGS],
    ['[1,2]', DEFAULT_SETTINGS],
    ['{"rideClass":"van","emailReceipts":false}', { rideClass: 'van', emailReceipts: false }],
    ['{"rideClass":"<script>","emailReceipts":"yes"}', DEFAULT_SETTINGS],
    ['{"rideClass":"business"}', { rideClass: 'business', emailReceipts: true }],
  ])('%s', (raw, expected) => {
    expect(readCustomerSettings(raw)).toEqual(expected)
  })
})
