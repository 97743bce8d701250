import { http, HttpResponse } from 'msw'
import { HELP_CENTRE_PATHS, HELP_SEARCH_MAX_LENGTH, HELP_SEARCH_MIN_LENGTH, type HelpCentre } from '../../features/web-api/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { countryParam } from '../http/params.ts'
import { helpContent } from '../model/helpContent.ts'
import { searchHelp } from '../model/helpSearch.ts'

const SEARCH_DEFAULT_LIMIT = 10
const SEARCH_MAX_LIMIT = 50

/** msw writes path parameters ":name"; the client's table writes "{name}". */
const route = (path: string) => `*${path.replace(/\{(\w+)\}/g, ':$1')}`
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 })
const short = (value: string) => value.slice(0, 60)

function searchQuery(url: URL): string {
  const value = (url.searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim()
  if (value.length < HELP_SEARCH_MIN_LENGTH)
    throw new BadRequest(`Query parameter "q" needs at least ${HELP_SEARCH_MIN_LENGTH} characters besides spaces.`)
  if (value.length > HELP_SEARCH_MAX_LENGTH)
    throw new BadRequest(`Query parameter "q" can have at most ${HELP_SEARCH_MAX_LENGTH} characters.`)
  return value
}

function limitParam(url: URL): number {
  const raw = url.searchParams.get('limit')
  if (raw === null || raw === '') return SEARCH_DEFAULT_LIMIT
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT)
    throw new BadRequest(`Query parameter "limit" must be a whole number from 1 to ${SEARCH_MAX_LIMIT}.`)
  return limit
}

/**
 * The GET calls of one help centre (SPEC §7): booking types, categories, a category's sections, a
 * section's articles (with bodies), featured articles, one article, and ranked search. Each needs
 * ?country=; texts follow Accept-Language along helpLocaleChain.
 */
export function helpCentreHandlers(centre: HelpCentre) {
  const paths = HELP_CENTRE_PATHS[centre]
  const contentOf = (request: Request, url: URL) => helpContent(centre, request.headers.get('accept-language'), countryParam(url))
  return [
    http.get(
      route(paths.bookingTypes),
      answer(({ request }) => {
        const url = new URL(request.url)
        return HttpResponse.json([{ id: centre, title: contentOf(request, url).title }])
      }),
    ),
    http.get(
      route(paths.categories),
      answer(({ request }) => HttpResponse.json(contentOf(request, new URL(request.url)).categories)),
    ),
    http.get(
      route(paths.sections),
      answer(({ request, params }) => {
        const content = contentOf(request, new URL(request.url))
        const categoryId = String(params.categoryId)
        if (!content.categories.some((category) => category.id === categoryId))
          return notFound(`There is no help category "${short(categoryId)}".`)
        return HttpResponse.json(content.sections.filter((section) => section.categoryId === categoryId))
      }),
    ),
    http.get(
      route(paths.articles),
      answer(({ request }) => {
        const url = new URL(request.url)
        const content = contentOf(request, url)
        const sectionId = url.searchParams.get('sectionId')
        if (!sectionId) throw new BadRequest('Query parameter "sectionId" is required: the id of a section, such as "deposit".')
        if (!content.sections.some((section) => section.id === sectionId))
          return notFound(`There is no help section "${short(sectionId)}".`)
        return HttpResponse.json(content.articles.filter((article) => article.sectionId === sectionId))
      }),
    ),
    http.get(
      route(paths.featured),
      answer(({ request }) => {
        const content = contentOf(request, new URL(request.url))
        return HttpResponse.json(content.featured.map((id) => content.articles.find((article) => article.id === id)!))
      }),
    ),
    http.get(
      route(paths.article),
      answer(({ request, params }) => {
        const articleId = String(params.articleId)
        const article = contentOf(request, new URL(request.url)).articles.find((candidate) => candidate.id === articleId)
        return article ? HttpResponse.json(article) : notFound(`There is no help article "${short(articleId)}".`)
      }),
    ),
    http.get(
      route(paths.search),
      answer(({ request }) => {
        const url = new URL(request.url)
        const bookingType = url.searchParams.get('bookingTypeId')
        if (bookingType !== centre) throw new BadRequest(`Query parameter "bookingTypeId" must be "${centre}" on this path.`)
        const q = searchQuery(url)
        const limit = limitParam(url)
        return HttpResponse.json({ query: q, ...searchHelp(contentOf(request, url), q, limit) })
      }),
    ),
  ]
}
