import { describe, expect, it } from 'vitest'
import { viewOfHash, visibleTabs, type AccountSettings } from './accountTabs.ts'

const settings = (overrides: Partial<AccountSettings>): AccountSettings => ({
  hideAccountTabs: [],
  isManageBookingsHidden: false,
  isManageSubscriptionsHidden: false,
  enableSocialLogin: true,
  openHelpCenterEntryPoint: false,
  ...overrides,
})

describe('account tabs per market (SPEC §6)', () => {
  it('shows every tab without flags', () => {
    expect(visibleTabs(settings({}))).toEqual(['account', 'bookings', 'businesshub', 'help-center', 'profiles', 'subscriptions'])
  })

  it('hides the tabs hideAccountTabs names and the subscriptions of isManageSubscriptionsHidden', () => {
    expect(visibleTabs(settings({ hideAccountTabs: ['subscriptions'] }))).not.toContain('subscriptions')
    expect(visibleTabs(settings({ isManageSubscriptionsHidden: true }))).toEqual([
      'account',
      'bookings',
      'businesshub',
      'help-center',
      'profiles',
    ])
    expect(visibleTabs(settings({ isManageBookingsHidden: true }))).not.toContain('bookings')
    expect(visibleTabs(settings({ hideAccountTabs: ['bookings', 'businesshub', 'help-center', 'profiles'] }))).toEqual([
      'account',
      'subscriptions',
    ])
  })

  it('keeps personal data when a market would hide every tab', () => {
    expect(
      visibleTabs(settings({ hideAccountTabs: ['account', 'bookings', 'businesshub', 'help-center', 'profiles', 'subscriptions'] })),
    ).toEqual(['account'])
  })

  it('opens the tab of a known hash route, the default tab for anything else', () => {
    const all = visibleTabs(settings({}))
    expect(viewOfHash('#/profiles', all)).toBe('profiles')
    expect(viewOfHash('#/manage-my-booking-info', all)).toBe('manage-my-booking-info')
    expect(viewOfHash('#/account', all)).toBe('account')
    expect(viewOfHash('#/nowhere', all)).toBe('bookings')
    expect(viewOfHash('', all)).toBe('bookings')
    const partner = ['account', 'subscriptions'] as const
    expect(viewOfHash('#/bookings', partner)).toBe('account')
    expect(viewOfHash('#/manage-my-booking-info', partner)).toBe('account')
    expect(viewOfHash('#/subscriptions', partner)).toBe('subscriptions')
  })
})
