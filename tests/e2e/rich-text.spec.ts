import { expect, test } from '@playwright/test'
import { axeFor } from './chromeSupport.ts'

// Protects the content markup on a real page: readable without JavaScript, accessible, and no third-party video before consent.
const URL_DE = '/de-de/rental-information/'

test.describe('rich-text block (content markup)', () => {
  test('renders headings, lists, footnotes with back-links and a button without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) thirdParty.push(request.url())
    })
    await page.goto(URL_DE)
    await expect(page.getByRole('heading', { level: 2, name: 'Gut zu wissen vor der Abholung' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Fahrten ins Ausland' })).toBeVisible()
    await expect(page.locator('strong', { hasText: 'buchen Sie früh' })).toBeVisible()
    const reference = page.getByRole('link', { name: 'Fußnote 1' }).first()
    const target = (await reference.getAttribute('href'))!
    const footnote = page.locator(target)
    await expect(footnote).toContainText('Bei hoher Nachfrage')
    await expect(footnote.getByRole('link', { name: 'Zurück zum Verweis 1' })).toHaveAttribute(
      'href',
      `#${await reference.getAttribute('id')}`,
    )
    await expect(page.getByRole('link', { name: 'Auto finden' })).toHaveAttribute('href', '/de-de/')
    await expect(page.getByRole('link', { name: /Video ansehen/ })).toHaveAttribute('href', 'https://video.example.com/watch/rental-basics')
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(thirdParty).toEqual([])
    await context.close()
  })

  test('has no axe violations, and shows the video player only after "accept all"', async ({ page }) => {
    await page.route('https://video.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }))
    await page.goto(URL_DE)
    const results = await axeFor(page).include('main').analyze()
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
    await expect(page.locator('iframe[data-video-player]')).toHaveCount(0)
    await page.locator('[data-consent-choice="all"]').click()
    await expect(page.locator('iframe[data-video-player]')).toHaveAttribute('src', 'https://video.example.com/embed/rental-basics')
  })
})
