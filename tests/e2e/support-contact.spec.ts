// The market's support phone and mail (SPEC §3, §9; fictitious) in the footer and on the
// contact-related pages: contacts, the help centre's contact form and manage booking.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './chromeSupport.ts'

for (const { prefix, phone, dial, mail, heading, phoneLabel } of [
  {
    prefix: 'de-de',
    phone: '+49 800 000 0000',
    dial: '+498000000000',
    mail: 'support@de.example.com',
    heading: 'Kundenservice',
    phoneLabel: 'Telefon',
  },
  {
    prefix: 'en-us',
    phone: '+1 800 000 0000',
    dial: '+18000000000',
    mail: 'support@us.example.com',
    heading: 'Customer support',
    phoneLabel: 'Phone',
  },
]) {
  test(`/${prefix}/: the footer names the market's support phone and mail`, async ({ page }) => {
    await page.goto(`/${prefix}/`)
    const support = page.locator('footer [data-footer-support]')
    await expect(support.getByRole('heading', { name: heading })).toBeVisible()
    await expect(support.getByRole('link', { name: `${phoneLabel}: ${phone}` })).toHaveAttribute('href', `tel:${dial}`)
    await expect(support.getByRole('link', { name: new RegExp(`${mail.replace(/\./g, '\\.')}$`) })).toHaveAttribute(
      'href',
      `mailto:${mail}`,
    )
  })
}

test('the contact-related pages of /de-de/ show the support phone and mail', async ({ page }) => {
  for (const path of ['/de-de/contacts/', '/de-de/help-center/contact/', '/de-de/manage-booking/']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    const card = page.locator('main [data-contact-details]')
    await expect(card.getByRole('link', { name: '+49 800 000 0000' }), path).toHaveAttribute('href', 'tel:+498000000000')
    await expect(card.getByRole('link', { name: 'support@de.example.com' }), path).toHaveAttribute('href', 'mailto:support@de.example.com')
  }
  await page.setViewportSize({ width: 375, height: 812 })
  await expectNoAxeViolations(page, '/de-de/manage-booking/ at 375')
})
