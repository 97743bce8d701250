// Every place a document gives a link refuses the same unsafe forms, with one function (engine/shared/safeLink.ts):
// a content-markup link "[x](/\evil.example/)" passed while schema link fields refused backslashes, and a browser
// follows "/\evil.example/" to another site.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseLinkUrl } from '../../engine/markup/linkUrl.ts'
import { parseMarkup } from '../../engine/markup/parseMarkup.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { schemaRegistryFor } from '../../engine/node/validate/schemaRegistry.ts'
import { createValidationRun } from '../../engine/node/validate/validationRun.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'
import { flattenBundle } from '../../engine/shared/i18n/createI18n.ts'
import { isSafeLink } from '../../engine/shared/safeLink.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')
const registry = schemaRegistryFor()
const TEXT_KEYS = new Set(flattenBundle(JSON.parse(read('locales/en-US/translations.json'))).keys())
const PAGE_IDS = new Set(readdirSync(fromRepo('pages')).map((name) => name.replace(/\.json$/, '')))
const IMAGE_FILES = new Set(readdirSync(fromRepo('public/images')))
const run = () => createValidationRun({ textKeys: TEXT_KEYS, pageIds: PAGE_IDS, imageFiles: IMAGE_FILES })

/** Sets the value at `path` of a copy of `document`, adding the objects on the way that it lacks. */
function withValue(document: unknown, path: (string | number)[], value: string): unknown {
  const copy = structuredClone(document) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) {
    node[key] ??= {}
    node = node[key] as Record<string | number, unknown>
  }
  node[path.at(-1)!] = value
  return copy
}

/** A schema link field of a repository document: whether `url` there passes its schema. */
function schemaPlace(kind: 'site' | 'market' | 'navigation' | 'footer' | 'domain', file: string, path: (string | number)[]) {
  const document = JSON.parse(read(file))
  return (url: string) => registry.validatorFor(kind).call(run(), withValue(document, path, url)) as boolean
}

/**
 * The URL of a link in the content markup, "[title](url)", with "{product}" for a page of the site. (The markup ends a
 * URL at whitespace or a parenthesis, so "[x](javascript:alert(1))" is not even read as a link; the rule is asked directly.)
 */
const markupLink = (url: string, prefix = '') =>
  parseLinkUrl(prefix + (url.startsWith('page:') ? `{product}${url.slice('page:'.length)}` : url)) !== undefined

const PLACES: [string, (url: string) => boolean][] = [
  ['a link in the content markup', (url) => markupLink(url)],
  ['a button in the content markup', (url) => markupLink(url, '_cta:')],
  ['a new-window link in the content markup', (url) => markupLink(url, '_')],
  [
    'a block prop (pages/start.json banner_url)',
    (url) => registry.blockPropsValidator('news-banner')!.call(run(), { banner_text: 'start.banner.text', banner_url: url }) as boolean,
  ],
  [
    'a market link (markets/de.json browserDownloadLink.chrome)',
    schemaPlace('market', 'markets/de.json', ['browserDownloadLink', 'chrome']),
  ],
  ['a navigation item (navigation/main.json login.url)', schemaPlace('navigation', 'navigation/main.json', ['login', 'url'])],
  ['a footer link (footers/main.json links[0].url)', schemaPlace('footer', 'footers/main.json', ['links', 0, 'url'])],
  ['a domain link (domains/de.json privacy)', schemaPlace('domain', 'domains/de.json', ['privacy'])],
]

/** Forms at least one link place refused before, now refused at all of them. */
const UNSAFE = [
  '/\\evil.example/',
  '/\\\\evil.example/',
  '\\\\evil.example/',
  '\\/evil.example/',
  '//evil.example/',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/x\u0000y',
  '/x\u001by',
  '/x\u007fy',
  '/x\u0085y',
  '/de-de/my page/',
  '/de-de/my\u00a0page/',
  'https://evil.example\\@good.example/',
  'https:\\\\evil.example/',
  'https:/evil.example/',
  'https://',
  'HTTPS://evil.example/',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'ftp://evil.example/',
  'mailto:a b@example.com',
  'tel:+49 89 abc',
  'page:Start',
  'page:start#a b',
  'page:start#a\\b',
  'evil.example',
  '',
]

/** Forms every link place takes. */
const SAFE = [
  '/de-de/page/',
  '/de-de/page/?a=1#b',
  '#top',
  'https://www.example.com/x?y=%20z',
  'http://example.com/',
  'mailto:help@example.com',
  'tel:+49 (0) 89-123',
  'page:start',
  'page:airport-promotion#offers',
]

describe('one rule for every link', () => {
  it('takes a link to an item of a generated page (page.schema.json "generate": page:<id>/<item key>) and nothing looser', () => {
    expect(isSafeLink('page:plus-subscription/subscribe')).toBe(true)
    expect(isSafeLink('page:help-article/how-to-book#top')).toBe(true)
    expect(isSafeLink('page:plus-subscription/subscribe/more')).toBe(false)
    expect(isSafeLink('page:plus-subscription//evil.example')).toBe(false)
  })

  it.each(UNSAFE.flatMap((url) => PLACES.map(([place, accepts]) => [JSON.stringify(url), place, url, accepts] as const)))(
    '%s was accepted in %s',
    (_shown, _place, url, accepts) => {
      expect(accepts(url)).toBe(false)
      expect(isSafeLink(url)).toBe(false)
    },
  )

  it.each(SAFE.flatMap((url) => PLACES.map(([place, accepts]) => [url, place, accepts] as const)))(
    '%s passes in %s',
    (url, _place, accepts) => {
      expect(accepts(url)).toBe(true)
      expect(isSafeLink(url)).toBe(true)
    },
  )

  const BASES: [string, (url: string) => boolean][] = ['endpointBase', 'endpointBaseGrpc', 'webAppBase'].map((field) => [
    `site.json api.${field}`,
    schemaPlace('site', 'site.json', ['api', field]),
  ])

  it.each(UNSAFE.flatMap((url) => BASES.map(([place, accepts]) => [JSON.stringify(url), place, url, accepts] as const)))(
    '%s was accepted as the base URL %s (pages fetch the API and load micro-apps from it)',
    (_shown, _place, url, accepts) => {
      expect(accepts(url)).toBe(false)
    },
  )

  it.each(
    ['/api', '/web-apps', 'https://api.example.com', 'http://localhost:8080/api'].flatMap((url) =>
      BASES.map(([place, accepts]) => [url, place, accepts] as const),
    ),
  )('%s passes as the base URL %s', (url, _place, accepts) => {
    expect(accepts(url)).toBe(true)
  })

  it('a literal "page:" link in the content markup stays refused: the markup writes {product}<page id>', () => {
    expect(parseMarkup('# Title\n\nSee [this](page:start).').problems).toHaveLength(1)
  })

  it('[x](/\\evil.example/) in a translation bundle passed: an error at its character', () => {
    const file = 'locales/en-US/translations.json'
    const text = read(file).replace('[vans]({product}truck-rental)', '[vans](/\\\\evil.example/)')
    expect(text).not.toBe(read(file))
    const { problems } = validateProject((name) => (name === file ? text : read(name)))
    // The line of the edited link, wherever the bundle has it today (other keys come and go above it).
    const line = text.slice(0, text.indexOf('evil.example')).split('\n').length
    expect(problems.filter((problem) => problem.file === file).map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^locales/en-US/translations\\.json:${line}:\\d+ {2}`)),
    ])
    expect(problems.filter((problem) => problem.file === file).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^locales\/en-US\/translations\.json:\d+:\d+ {2}\/rentalInformation\/details {2}Links can only go to https:\/\/…, http:\/\/…, mailto:…, tel:…, \/path \(not \/\/host\), #anchor or \{product\}<page id>, without backslashes or control characters$/,
      ),
    ])
  })
})
