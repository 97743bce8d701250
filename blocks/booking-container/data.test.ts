import { describe, expect, it } from 'vitest'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { testEnv } from '../../engine/testing/renderBlockToString.tsx'
import type { Branch } from '../../features/web-api/index.ts'
import searchLoader from './data.ts'

async function branchItem(id: string) {
  const all = await loadBlockData({ load: async (_props: object, { api }) => api.stations({ country: 'DE' }) }, {})
  const branch = all.find((entry) => entry.id === id)!
  return { key: branch.id, slug: id, title: branch.name, data: branch }
}

describe('the booking search on a branch page', () => {
  it('starts with the page branch only when told to and only on a branch page', async () => {
    const item = await branchItem('de-muc-airport')
    const search = { heading: 'branchPage.searchHeading', action: 'page:online-booking' }
    expect((await loadBlockData(searchLoader, { ...search, pickupFromPage: true }, testEnv, item)).branch?.id).toBe('de-muc-airport')
    expect((await loadBlockData(searchLoader, search, testEnv, item)).branch).toBeNull()
    expect(
      (
        await loadBlockData(searchLoader, { ...search, pickupFromPage: true }, testEnv, {
          key: 'x',
          slug: 'x',
          title: 'x',
          data: { category: 'suv' },
        })
      ).branch,
    ).toBeNull()
    expect((await loadBlockData(searchLoader, { ...search, pickupFromPage: true })).branch).toBeNull()
    const branch: Branch | null = (await loadBlockData(searchLoader, { ...search, pickupFromPage: true }, testEnv, item)).branch
    expect(branch?.name).toBe('München Flughafen')
  })
})

describe('the booking search knows the market age rules before anyone searches', () => {
  it.each([
    ['de', { minimumDriverAge: 18, youngDriverAge: 25 }],
    ['us', { minimumDriverAge: 21, youngDriverAge: 25 }],
    ['ie', { minimumDriverAge: 25, youngDriverAge: 25 }],
  ])('reads the minimum and young-driver ages of %s from its rental configuration', async (country, ages) => {
    const search = { heading: 'bookingContainer.heading', action: 'page:online-booking' }
    const data = await loadBlockData(searchLoader, search, { ...testEnv, country })
    expect(data.driverAges).toEqual(ages)
  })
})
