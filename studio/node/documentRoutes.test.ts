// Protects the browse and document endpoints: the site map lists markets with their extends tree, abstract markets,
// pages with the routes built from them (a generated page names its route source), and a document arrives with its
// version and self-contained schema; a file outside the documents is a 400.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteMap, StudioDocument } from '../shared/studioApi.ts'
import { BadRequest } from './badRequest.ts'
import { documentRoutes } from './documentRoutes.ts'
import type { StudioContext } from './studioRoute.ts'
import { type TemporaryRepository, temporaryRepository } from './temporaryRepository.ts'
import { textVersion } from './textVersion.ts'

let repository: TemporaryRepository
let context: StudioContext
const call = async (path: string, query: Record<string, string> = {}) => {
  const route = documentRoutes.find((candidate) => candidate.path === path && candidate.method === 'GET')!
  return route.handle({ query: new URLSearchParams(query), body: undefined }, context)
}

beforeAll(() => {
  repository = temporaryRepository()
  // The dev pipeline is not used by these endpoints.
  context = { root: repository.root, vite: undefined as never, notifyFilesChanged: () => {} }
})
afterAll(() => repository.remove())

describe('GET /site', () => {
  it('lists markets with extends and abstract ones, pages with their routes, menus and bundles', async () => {
    const answer = await call('/site')
    const site = answer.body as SiteMap
    expect(answer.status).toBe(200)
    expect(site.problems.filter((problem) => problem.severity === 'error')).toEqual([])
    const ch = site.markets.find((market) => market.code === 'ch')
    expect(ch).toMatchObject({ file: 'markets/ch.json', extends: 'de', abstract: false })
    expect(ch?.languages.map((language) => language.language)).toEqual(['de', 'fr'])
    expect(site.markets.find((market) => market.code === '_base')).toMatchObject({ abstract: true })
    const airport = site.pages.find((page) => page.id === 'airport-promotion')
    expect(airport?.routes).toContainEqual({ market: 'ch', language: 'fr', path: '/fr-ch/aeroport/' })
    expect(site.pages.some((page) => page.generatedFrom === 'branches')).toBe(true)
    expect(site.menus.map((menu) => menu.file)).toContain('navigation/main.json')
    expect(site.bundles).toContainEqual({ locale: 'en-US', files: ['locales/en-US/translations.json'] })
  })

  it('still lists the documents when one is invalid, beside its problem', async () => {
    writeFileSync(join(repository.root, 'footers/broken.json'), '{ "id": ')
    writeFileSync(join(repository.root, 'pages/nothing.json'), 'null')
    writeFileSync(join(repository.root, 'markets/zz.json'), '[]')
    const site = (await call('/site')).body as SiteMap
    for (const file of ['footers/broken.json', 'pages/nothing.json', 'markets/zz.json']) rmSync(join(repository.root, file))
    expect(site.pages.length).toBeGreaterThan(10)
    expect(site.problems.some((problem) => problem.file === 'footers/broken.json' && problem.severity === 'error')).toBe(true)
    // Documents that are not even objects are answered as problems, not as a failed site map.
    expect(site.problems.some((problem) => problem.file === 'pages/nothing.json')).toBe(true)
    expect(site.problems.some((problem) => problem.file === 'markets/zz.json')).toBe(true)
  })
})

describe('GET /document', () => {
  it('answers the text, value, version and self-contained schema of a document', async () => {
    const document = (await call('/document', { file: 'pages/airport-promotion.json' })).body as StudioDocument
    expect(document.version).toBe(textVersion(document.text))
    expect(document.value).toMatchObject({ id: 'airport-promotion' })
    expect(JSON.stringify(document.schema)).not.toMatch(/"\$ref":"[^#]/)
    expect(document.problems).toEqual([])
  })

  it('answers a bundle with the bundle schema', async () => {
    const document = (await call('/document', { file: 'locales/en-US/translations.json' })).body as StudioDocument
    expect(document.schema.title).toBe('Translation bundle')
  })

  it('refuses a file outside the documents', async () => {
    await expect(async () => call('/document', { file: 'package.json' })).rejects.toThrow(BadRequest)
    await expect(async () => call('/document', {})).rejects.toThrow(BadRequest)
  })
})
