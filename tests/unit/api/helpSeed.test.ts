// The help-centre seed is data that writers and translators edit: every file fits its schema, every
// body is valid content markup, and the structure has what SPEC §2 and §7 ask for (home, categories, sections, featured articles).
import { Ajv2020 } from 'ajv/dist/2020.js'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { helpSeeds, STRUCTURE_LOCALE, type HelpSeed, type SeedArticle } from '../../../api/seed/help/helpSeeds.ts'
import { parseMarkup } from '../../../engine/markup/parseMarkup.ts'

const schema = JSON.parse(readFileSync(new URL('../../../api/seed/help/helpSeed.schema.json', import.meta.url), 'utf8')) as object
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema)

function articlesOf(seed: HelpSeed): { where: string; article: SeedArticle }[] {
  const inCentres = (['rent', 'ride'] as const).flatMap((centre) =>
    seed[centre].categories.flatMap((category) =>
      category.sections.flatMap((section) =>
        section.articles.map((article) => ({ where: `${centre}/${category.id}/${section.id}`, article })),
      ),
    ),
  )
  const overrides = Object.entries(seed.countryOverrides ?? {}).flatMap(([country, list]) =>
    list.map((article) => ({ where: `countryOverrides/${country}`, article })),
  )
  return [...inCentres, ...overrides]
}

const seeds = [...helpSeeds().entries()]
const structure = helpSeeds().get(STRUCTURE_LOCALE)!.seed
const structureIds = new Set(articlesOf(structure).map(({ article }) => article.id))

describe('help-centre seed', () => {
  it('has en-US (the structure) and de-DE', () => {
    expect(seeds.map(([locale]) => locale)).toEqual(expect.arrayContaining(['en-US', 'de-DE']))
  })

  it.each(seeds)('%s fits helpSeed.schema.json and names its own locale', (locale, { seed }) => {
    expect(validate(seed) ? [] : validate.errors).toEqual([])
    expect(seed.locale).toBe(locale)
  })

  it.each(seeds)('%s: every body is valid content markup', (_locale, { file, seed }) => {
    const problems = articlesOf(seed).flatMap(({ where, article }) =>
      parseMarkup(article.body).problems.map(
        (problem) => `${file} ${where}/${article.id} ${problem.line}:${problem.column} ${problem.message}`,
      ),
    )
    expect(problems).toEqual([])
  })

  it.each(seeds)('%s: ids are unique and known to the en-US structure', (_locale, { seed }) => {
    const ids = articlesOf(seed)
      .filter(({ where }) => !where.startsWith('countryOverrides'))
      .map(({ article }) => article.id)
    expect(ids.length).toBe(new Set(ids).size)
    expect(
      articlesOf(seed)
        .map(({ article }) => article.id)
        .filter((id) => !structureIds.has(id)),
    ).toEqual([])
  })

  it('the rent help centre has at least 6 categories of 3 sections and 60 articles; ride is smaller; both feature articles', () => {
    expect(structure.rent.categories.length).toBeGreaterThanOrEqual(6)
    for (const category of structure.rent.categories) expect(category.sections.length, category.id).toBeGreaterThanOrEqual(3)
    const count = (centre: 'rent' | 'ride') =>
      structure[centre].categories.flatMap((category) => category.sections.flatMap((section) => section.articles)).length
    expect(count('rent')).toBeGreaterThanOrEqual(60)
    expect(count('ride')).toBeGreaterThanOrEqual(12)
    for (const centre of ['rent', 'ride'] as const)
      for (const id of structure[centre].featured ?? []) expect(structureIds.has(id), id).toBe(true)
    expect(Object.keys(structure.countryOverrides ?? {}).length).toBeGreaterThan(0)
  })

  it('catches an invalid body (the check can fail)', () => {
    expect(parseMarkup('No heading <b>here</b>').problems.length).toBeGreaterThan(0)
  })
})
