// @vitest-environment jsdom
// Protects the branch page in the browser without React: today's opening hours are marked as the server would mark
// them, and the closed days follow the visitor's calendar, not the build's.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { BranchDetails } from './BranchDetails.tsx'
import type { BranchDetailsData } from './branchDetailsData.ts'
import loader from './data.ts'
import enhance from './enhance.ts'

const props = {
  bookLabel: 'branchPage.book',
  bookUrl: '#branch-search',
  allBranchesLabel: 'branchPage.allBranches',
  allBranchesUrl: '/de-de/mietwagen/',
}

async function munichCity(): Promise<BranchDetailsData> {
  const all = await loadBlockData({ load: async (_props: object, { api }) => api.stations({ country: 'DE' }) }, {})
  const branch = all.find((entry) => entry.id === 'de-muenchen-city')!
  return loadBlockData(loader, props, testEnv, { key: branch.id, slug: branch.id, title: branch.name, data: branch })
}

/** The page as built on `builtOn` with these closed days, enhanced on the visitor's `today` (noon, local time). */
async function pageOn(builtOn: string, today: string, closedDates: string[]) {
  const data = await munichCity()
  const built = { ...data, builtOn, branch: { ...data.branch, openingHours: { ...data.branch.openingHours, closedDates } } }
  const element = document.createElement('div')
  element.innerHTML = renderBlockToString(BranchDetails, { ...props, data: built })
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(`${today}T12:00:00`))
  enhance(element, { ...props, data: built }, { env: testEnv, messages: { branchDirectory: { today: 'heute' } } })
  return element
}

const shownDays = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('[data-closed-days] li')].filter((day) => !day.hidden).map((day) => day.dataset.date)

afterEach(() => vi.useRealTimers())

describe('branch details enhancer', () => {
  it('marks the row of today once, in words, as the server marks it', async () => {
    // 2026-12-02 is a Wednesday: the Monday to Friday row.
    const element = await pageOn('2026-11-30', '2026-12-02', [])
    const marked = element.querySelectorAll<HTMLElement>('dt[data-today]')
    expect(marked).toHaveLength(1)
    expect(marked[0].dataset.weekdays).toBe('1-5')
    expect(marked[0].textContent).toMatch(/\(heute\)$/)
    expect(marked[0].classList.contains('today')).toBe(true)
    expect(marked[0].nextElementSibling?.classList.contains('today')).toBe(true)
  })

  it('shows the next five closed days from today on, not from the build day', async () => {
    const closed = ['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01', '2027-01-06', '2027-04-02']
    const built = await pageOn('2026-11-30', '2026-11-30', closed)
    expect(shownDays(built)).toEqual(closed.slice(0, 5))
    const later = await pageOn('2026-11-30', '2026-12-26', closed)
    expect(shownDays(later)).toEqual(['2026-12-26', '2026-12-31', '2027-01-01', '2027-01-06', '2027-04-02'])
    expect(later.querySelectorAll('[data-closed-days] li')).toHaveLength(5)
  })

  it('hides the closed days section when every day listed has passed', async () => {
    const element = await pageOn('2026-11-30', '2027-01-02', ['2026-12-25', '2026-12-26'])
    expect(element.querySelector<HTMLElement>('[data-closed-days-section]')?.hidden).toBe(true)
  })
})
