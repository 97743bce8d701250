// The help-centre route sources: which pages they generate for a market language, and that an article
// with invalid markup stops the build naming the article, the market and the markup message.
import { describe, expect, it } from 'vitest'
import type { DataContext } from '../../engine/dataSdk.ts'
import type { HelpArticle } from '../../features/web-api/index.ts'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { dataApiOf } from '../../tests/support/loadBlockData.ts'
import helpArticles, { type HelpArticlePage } from '../../sources/help-articles.ts'
import helpCategories, { type HelpCategoryPage } from '../../sources/help-categories.ts'
import helpSearch from '../../sources/help-search.ts'
import helpSections from '../../sources/help-sections.ts'

const contextFor = (market: string, locale: string): Omit<DataContext, 'item'> => ({
  market,
  country: market,
  language: locale.slice(0, 2),
  locale,
  api: dataApiOf(fakeApi(locale)),
  currency: 'EUR',
  slugs: {},
  text: (key) => key,
})
const de = contextFor('de', 'de-DE')
const us = contextFor('us', 'en-US')

describe('help-centre route sources', () => {
  it('generate one article page per article, under articles/<id>, with the same keys in every language', async () => {
    const german = await helpArticles.load(de)
    const english = await helpArticles.load(us)
    expect(german.length).toBeGreaterThanOrEqual(60)
    expect(german.map((item) => item.key)).toEqual(english.map((item) => item.key))
    const deposit = german.find((item) => item.key === 'deposit-amount')!
    expect(deposit).toMatchObject({ slug: 'articles/deposit-amount', title: 'Wie hoch ist die Kaution?' })
    const data = deposit.data as HelpArticlePage
    expect(data.section).toEqual({ id: 'deposit', title: 'Kaution' })
    expect(data.related.map((link) => link.id)).toEqual(['deposit-release', 'deposit-cash'])
  })

  it('give the US its own version of an article (country override)', async () => {
    const minimumAge = (await helpArticles.load(us)).find((item) => item.key === 'minimum-age')!.data as HelpArticlePage
    expect(minimumAge.article.body).toContain('21 years')
  })

  it('generate category and section pages with their children', async () => {
    const categories = await helpCategories.load(de)
    expect(categories.length).toBeGreaterThanOrEqual(6)
    const payment = categories.find((item) => item.key === 'payment')!
    expect(payment.slug).toBe('categories/payment')
    expect((payment.data as HelpCategoryPage).sections.map((section) => [section.id, section.articles.length])).toEqual([
      ['payment-methods', 4],
      ['deposit', 3],
      ['invoices', 3],
    ])
    const sections = await helpSections.load(de)
    expect(sections.find((item) => item.key === 'deposit')).toMatchObject({
      slug: 'sections/deposit',
      data: { category: { id: 'payment' } },
    })
    expect(await helpSearch.load(de)).toEqual([{ key: 'search', slug: 'search', title: 'search' }])
  })

  it('stop the build for an article whose markup is invalid, naming the article, market and message', async () => {
    const broken: HelpArticle = {
      id: 'broken-article',
      categoryId: 'payment',
      sectionId: 'deposit',
      title: 'Broken',
      body: 'No heading here',
      excerpt: '',
      locale: 'de-DE',
    }
    const api = { ...de.api, helpArticles: async ({ sectionId }: { sectionId: string }) => (sectionId === 'deposit' ? [broken] : []) }
    await expect(helpArticles.load({ ...de, api: api as typeof de.api })).rejects.toThrow(
      'help article "broken-article" for market de (de-DE) has invalid content markup at line 1, column 1 of its body: There must be a # Heading before your text',
    )
  })
})

describe('ride help-centre route sources', () => {
  it('generate the ride help centre below the ride path, under help/, with its own articles', async () => {
    const { default: rideArticles } = await import('../../sources/ride-help-articles.ts')
    const { default: rideCategories } = await import('../../sources/ride-help-categories.ts')
    const articles = await rideArticles.load(de)
    expect(articles.length).toBe(12)
    expect(articles.find((item) => item.key === 'ride-cancel')).toMatchObject({
      slug: 'help/articles/ride-cancel',
      title: 'Wie storniere ich eine Fahrt?',
      data: { centre: 'ride' },
    })
    expect((await rideCategories.load(de)).map((item) => item.slug)).toEqual([
      'help/categories/ride-booking',
      'help/categories/ride-payment',
      'help/categories/ride-trip',
    ])
  })
})
