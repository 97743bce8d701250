// Protects the studio's explain: each value of a page says where it is written, which places it overrides (base
// first, as the engine applies them), and for a translation key the text the page shows and where that text is written.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../../engine/node/repoRoot.ts'
import { validateProject } from '../../../engine/node/validate/validateProject.ts'
import { explainedPage } from './explainedPage.ts'

const { index } = validateProject()
const explained = explainedPage(index!, 'ch', 'airport-promotion', 'fr')
const field = (pointer: string) => explained.fields.find((candidate) => candidate.pointer === pointer)!
/** The 1-based line of a file on which a text first appears. */
const lineOf = (file: string, text: string) =>
  readFileSync(fromRepo(file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1

describe('explainedPage', () => {
  it('gives the hero title its translation key, its French text and the line of that text in the fr-FR bundle', () => {
    const title = field('/page/blocks/0/props/title')
    expect(title.value).toBe('airportPromotion.title')
    expect(title.from).toMatchObject({ file: 'pages/airport-promotion.json', pointer: '/blocks/0/props/title' })
    const { translation } = title
    expect(translation).toMatchObject({ key: 'airportPromotion.title', locale: 'fr-FR' })
    const bundle = 'locales/fr-FR/translations.json'
    const text = (JSON.parse(readFileSync(fromRepo(bundle), 'utf8')) as { airportPromotion: { title: string } }).airportPromotion.title
    expect(translation?.text).toBe(text)
    expect(translation?.from).toMatchObject({ file: bundle, pointer: '/airportPromotion/title', line: lineOf(bundle, `"${text}"`) })
  })

  it('lists a market value set in _base and de, overridden by ch, with the base first', () => {
    const link = field('/market/links/rentTruck')
    expect(link.from?.file).toBe('markets/ch.json')
    expect(link.overridden.map((place) => place.file)).toEqual(['markets/_base.json', 'markets/de.json'])
    expect(link.overridden[1]).toMatchObject({ pointer: '/links/rentTruck', value: 'https://de.example.com/truck-rental' })
  })

  it('lists the page value and its market override under the market language override that wins', () => {
    const slug = field('/page/slug')
    expect(slug).toMatchObject({ value: 'aeroport', from: { pointer: '/overrides/fr-ch/slug' } })
    expect(slug.overridden.map(({ pointer, value }) => [pointer, value])).toEqual([
      ['/slug', 'airport'],
      ['/overrides/ch/slug', 'flughafen'],
    ])
  })

  it('names each block by its renderer place, with its props in the page document', () => {
    expect(explained.previewUrl).toBe('/fr-ch/aeroport/?studio')
    expect(explained.blocks.map(({ place, type }) => `${place} ${type}`)).toEqual([
      '/blocks/0 hero',
      '/blocks/1 booking-container',
      '/blocks/2 content-section',
    ])
    // The booking block's props are patched by the ch override: the base block's props are where it is written.
    expect(explained.blocks[1].props).toMatchObject({ file: 'pages/airport-promotion.json', pointer: '/blocks/1/props' })
  })

  it('names a layout’s blocks by their place in the layout and explains their values', () => {
    const route = index!.routes.find((candidate) => candidate.pageId === 'layout-ride')!
    const ride = explainedPage(index!, route.market, 'layout-ride', route.language)
    expect(ride.blocks[0]).toMatchObject({
      place: '/before/0',
      type: 'ride-home',
      props: { file: 'layouts/ride.json', pointer: '/before/0/props' },
    })
    expect(ride.blocks.at(-1)?.place).toMatch(/^\/after\/\d+$/)
    expect(ride.fields.find((candidate) => candidate.pointer === '/layout/before/0/props/start_url')?.from?.file).toBe('layouts/ride.json')
  })
})
