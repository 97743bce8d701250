// The account page and the partner-brand site (SPEC §2, §3 tenant ids, §6): every market has its account page at paths.account with
// the market's account flags for the mysixt app; the partner market builds its own prefix, brand and tenant, and its
// pages are not hreflang alternates of the main brand's.
import { describe, expect, it } from 'vitest'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { createRenderModel } from '../../engine/server/createRenderModel.ts'
import { isPage } from '../../engine/shared/pageLink.ts'

const { index } = validateProject()
const site = index!
const modelAt = (path: string) => {
  const route = site.byPath.get(path)
  if (!route) throw new Error(`no page at ${path}`)
  return createRenderModel(site, route)
}

describe('account pages', () => {
  it('are built in every market language at the market path', () => {
    const marketLanguages = new Set(site.routes.map((route) => `${route.market}/${route.language}`))
    const accountPages = site.routes.filter((route) => isPage(route, 'account'))
    expect(accountPages).toHaveLength(marketLanguages.size)
    expect(accountPages.map((route) => route.path)).toContain('/de-de/account/')
  })

  it('hand the market flags to the app: DE every tab, CA no subscriptions', () => {
    expect(modelAt('/de-de/account/').env.account).toMatchObject({
      hideAccountTabs: [],
      isManageSubscriptionsHidden: false,
      enableSocialLogin: true,
    })
    expect(modelAt('/en-ca/account/').env.account).toMatchObject({ hideAccountTabs: ['subscriptions'], isManageSubscriptionsHidden: true })
  })
})

describe('the partner-brand site', () => {
  it('has its own prefix, brand and tenant 3023, and hides the tabs of SPEC §6', () => {
    const partner = modelAt('/de-de-zentrovo/account/')
    expect(partner.env.brandName).toBe('Zentrovo')
    expect(partner.title).toMatch(/\| Zentrovo$/)
    expect(partner.env.api.tenantId).toBe(3023)
    expect(partner.env.account?.hideAccountTabs).toEqual(['bookings', 'businesshub', 'help-center', 'profiles'])
    expect(partner.env.links['page:start']).toBe('/de-de-zentrovo/')
    const main = modelAt('/de-de/account/')
    expect([main.env.brandName, main.env.api.tenantId]).toEqual(['Rentaro', 6])
  })

  // Its home page: the account page is an app shell, not indexable, so it has no alternates at all (indexablePages.test.ts).
  it("is not an hreflang alternate of the main brand's pages, nor they of it", () => {
    expect(modelAt('/de-de/').alternates.map((alternate) => alternate.href)).not.toContainEqual(expect.stringContaining('zentrovo'))
    expect(modelAt('/de-de-zentrovo/').alternates.map((alternate) => alternate.href)).toEqual(['https://www.example.com/de-de-zentrovo/'])
  })
})
