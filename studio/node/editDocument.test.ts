// Protects the studio's edit: a value change writes only its own lines (the rest of the file byte for byte), an
// invalid value or a stale version writes nothing, and the refusal says what `npm run validate` says.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import type { EditAnswer } from '../shared/studioApi.ts'
import { BadRequest } from './badRequest.ts'
import { editDocument } from './editDocument.ts'
import { type TemporaryRepository, temporaryRepository } from './temporaryRepository.ts'
import { textVersion } from './textVersion.ts'

const FILE = 'pages/airport-promotion.json'
let repository: TemporaryRepository
const read = () => readFileSync(join(repository.root, FILE), 'utf8')
const edit = (pointer: string, value: unknown, version = textVersion(read())) =>
  editDocument({ file: FILE, pointer, value, version }, { root: repository.root, engineRoot: REPO_ROOT })

beforeAll(() => {
  repository = temporaryRepository()
})
afterAll(() => repository.remove())

describe('editDocument', () => {
  it('writes a one-line diff for one string and keeps every other line byte for byte', () => {
    const before = read()
    const outcome = edit('/slug', 'airport-deals')
    const after = read()
    expect(outcome.status).toBe(200)
    expect(outcome.answer).toMatchObject({ status: 'written', file: FILE, changedLines: 1, version: textVersion(after), affectedUrls: [] })
    const beforeLines = before.split('\n')
    const afterLines = after.split('\n')
    expect(afterLines.length).toBe(beforeLines.length)
    const differing = afterLines.flatMap((line, index) => (line === beforeLines[index] ? [] : [[beforeLines[index], line]]))
    expect(differing).toEqual([['  "slug": "airport",', '  "slug": "airport-deals",']])
  })

  it('refuses a slug that breaks the schema pattern with the schema message, and writes nothing', () => {
    const before = read()
    const outcome = edit('/slug', 'Airport Deals/')
    expect(outcome.status).toBe(422)
    const answer = outcome.answer as Extract<EditAnswer, { status: 'refused' }>
    expect(answer.status).toBe('refused')
    expect(answer.problems[0]).toMatchObject({ severity: 'error', file: FILE, pointer: '/slug' })
    expect(answer.problems[0]?.message).toContain('must be lowercase path segments joined by "/"')
    expect(read()).toBe(before)
  })

  it('refuses a value outside an enum, and writes nothing', () => {
    const before = read()
    const outcome = edit('/template', 'noSuchTemplate')
    expect(outcome.status).toBe(422)
    expect((outcome.answer as Extract<EditAnswer, { status: 'refused' }>).problems[0]).toMatchObject({ file: FILE, pointer: '/template' })
    expect(read()).toBe(before)
  })

  it('refuses a value that only one market sees as wrong, naming that market page', () => {
    const before = read()
    const outcome = edit('/overrides', { ch: { blocks: { hero: { props: { promo_highlight: 42 } } } } })
    expect(outcome.status).toBe(422)
    const problems = (outcome.answer as Extract<EditAnswer, { status: 'refused' }>).problems
    expect(problems[0]).toMatchObject({ file: FILE, pointer: '/overrides/ch/blocks/hero/props/promo_highlight' })
    expect(problems[0]?.route).toMatch(/^\/[a-z]{2}-ch\//)
    expect(read()).toBe(before)
  })

  it('answers a conflict with the current text when the version is stale, and writes nothing', () => {
    const before = read()
    const outcome = edit('/slug', 'airport-stale', textVersion('an older text'))
    expect(outcome).toEqual({ status: 409, answer: { status: 'conflict', file: FILE, version: textVersion(before), text: before } })
    expect(read()).toBe(before)
  })

  it('removes a member when the value is absent, and adds one in the file formatting', () => {
    const outcome = editDocument(
      { file: FILE, pointer: '/markets', version: textVersion(read()) },
      { root: repository.root, engineRoot: REPO_ROOT },
    )
    expect(outcome.answer).toMatchObject({ status: 'written', changedLines: 1 })
    expect(read()).not.toContain('"markets"')
    // A new member goes last: the member before it gains its comma, so two lines differ.
    expect(edit('/markets', '*').answer).toMatchObject({ status: 'written', changedLines: 2 })
    expect(read()).toMatch(/\n {2}"markets": "\*"\n\}\n$/)
  })

  it('writes a text into a bundle at its key, one line', () => {
    const bundle = 'locales/fr-FR/translations.json'
    const path = join(repository.root, bundle)
    const version = textVersion(readFileSync(path, 'utf8'))
    const outcome = editDocument(
      { file: bundle, pointer: '/common/home', value: 'Accueil du site', version },
      { root: repository.root, engineRoot: REPO_ROOT },
    )
    expect(outcome.answer).toMatchObject({ status: 'written', file: bundle, changedLines: 1 })
    expect(JSON.parse(readFileSync(path, 'utf8')).common.home).toBe('Accueil du site')
  })

  it('refuses files outside the documents and bundles as a bad request', () => {
    expect(() => editDocument({ file: 'schemas/page.schema.json', pointer: '', version: 'x' }, { root: repository.root })).toThrow(
      BadRequest,
    )
    expect(() => editDocument({ file: '../package.json', pointer: '', version: 'x' }, { root: repository.root })).toThrow(BadRequest)
    expect(() => editDocument({ file: FILE, pointer: 'slug', version: 'x' }, { root: repository.root })).toThrow(BadRequest)
  })
})
