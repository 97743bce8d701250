import { css } from '@linaria/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { color, Container, fieldError, space, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import type { HelpSearchResult } from '../../features/web-api/index.ts'
import {
  ArticleLinkList,
  HelpBreadcrumbs,
  helpQueryProblem,
  Highlighted,
  helpArticleHref,
  helpHref,
  helpPage,
  HelpSearchForm,
  NO_SCRIPT_SEARCH_ATTRIBUTE,
  type NoScriptSearchConfig,
} from '../../features/help-centre/index.ts'
import type { PopularArticles } from './data.ts'
import type { HelpSearchProps } from './props.gen.ts'

const resultsList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${space.md} 0;
    border-bottom: 1px solid ${color.border};
  }
  h2,
  h3 {
    margin: 0 0 ${space.xs};
    font-size: 1.125rem;
  }
  a {
    color: inherit;
  }
  p {
    margin: 0;
    color: ${color.textMuted};
  }
  mark {
    background: ${color.highlight};
    color: inherit;
  }
`

type SearchState =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: 'tooShort' | 'tooLong' }
  | { kind: 'loading' }
  | { kind: 'results'; query: string; total: number; results: HelpSearchResult[] }
  | { kind: 'error' }

/**
 * The search results page. The page is static, so the query comes from the URL (?q=) once the island
 * runs, and the results from the web API; before that (and without JavaScript) it shows the GET form
 * and the popular articles. Errors keep the query and offer a retry.
 */
export function HelpSearch({ data }: HelpSearchProps & { data: PopularArticles }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const api = useApiClient()
  const [query, setQuery] = useState('')
  const [state, setState] = useState<SearchState>({ kind: 'idle' })
  const running = useRef<AbortController | null>(null)
  // False in the server's HTML and the first render, so hydration matches; then the island validates.
  const [hydrated, setHydrated] = useState(false)

  const search = useCallback(
    async (text: string) => {
      const problem = helpQueryProblem(text)
      if (problem) return setState({ kind: 'invalid', message: problem === 'tooLong' ? 'tooLong' : 'tooShort' })
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      setState({ kind: 'loading' })
      const found = await api.helpSearch(
        { centre: 'rent', country: env.country.toUpperCase(), q: text.trim(), limit: 20 },
        { signal: controller.signal },
      )
      if (controller.signal.aborted) return
      setState(
        found.ok
          ? { kind: 'results', query: found.value.query, total: found.value.total, results: found.value.results }
          : { kind: 'error' },
      )
    },
    [api, env.country],
  )

  useEffect(() => {
    setHydrated(true)
    const fromUrl = new URLSearchParams(window.location.search).get('q') ?? ''
    setQuery(fromUrl)
    if (fromUrl !== '') void search(fromUrl)
    return () => running.current?.abort()
  }, [search])

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const url = new URL(window.location.href)
    url.searchParams.set('q', query)
    window.history.replaceState(window.history.state, '', url)
    void search(query)
  }

  // An article's URL with its id left open, from any article link the page knows.
  const anyArticle = data.links.find((link) => link.startsWith('page:help-article/'))
  const noScriptConfig: NoScriptSearchConfig = {
    centre: 'rent',
    country: env.country.toUpperCase(),
    api: {
      endpointBase: env.api.endpointBase,
      endpointBaseGrpc: env.api.endpointBaseGrpc,
      acceptLanguage: env.api.acceptLanguage,
      tenantId: env.api.tenantId,
    },
    texts: {
      // The server fills in {{query}} and {{count}} itself (escaped), so they stay as placeholders here.
      resultsFor: t('helpCentre.search.resultsFor', { query: '{{query}}', interpolation: { escapeValue: false } }),
      resultCount: t('helpCentre.search.resultCount', { count: '{{count}}', interpolation: { escapeValue: false } }),
      noResults: t('helpCentre.search.noResults'),
      noResultsHint: t('helpCentre.search.noResultsHint'),
      contactLink: t('helpCentre.home.contactLink'),
      tooShort: t('helpCentre.search.tooShort'),
      tooLong: t('helpCentre.search.tooLong'),
      error: t('helpCentre.search.error'),
    },
    articleHref: anyArticle
      ? helpHref(env, anyArticle).replace(`/${anyArticle.split('/')[1]}/`, '/{id}/')
      : helpHref(env, 'page:help-center'),
    contactHref: helpHref(env, 'page:help-contact/contact'),
    classes: { results: resultsList, error: fieldError },
  }
  const showPopular = state.kind !== 'results' || state.total === 0
  return (
    <section className={helpPage} data-help-search={state.kind}>
      <Container>
        <HelpBreadcrumbs
          crumbs={[{ label: t('helpCentre.title'), href: helpHref(env, 'page:help-center') }, { label: t('helpCentre.search.heading') }]}
        />
        <h1>{state.kind === 'results' ? t('helpCentre.search.resultsFor', { query: state.query }) : t('helpCentre.search.heading')}</h1>
        <HelpSearchForm
          value={query}
          onChange={setQuery}
          onSubmit={submit}
          noValidate={hydrated}
          inputProps={state.kind === 'invalid' ? { 'aria-invalid': true, 'aria-describedby': 'help-search-problem' } : {}}
        >
          {state.kind === 'invalid' ? (
            <p id="help-search-problem" className={fieldError} role="alert">
              {t(`helpCentre.search.${state.message}`)}
            </p>
          ) : null}
        </HelpSearchForm>
        <div role="status" aria-live="polite">
          {state.kind === 'loading' ? <p>{t('helpCentre.search.loading')}</p> : null}
          {state.kind === 'results' && state.total > 0 ? <p>{t('helpCentre.search.resultCount', { count: state.total })}</p> : null}
          {state.kind === 'results' && state.total === 0 ? (
            <>
              <h2>{t('helpCentre.search.noResults')}</h2>
              <p>{t('helpCentre.search.noResultsHint')}</p>
              <p>
                <a href={helpHref(env, 'page:help-contact/contact')}>{t('helpCentre.home.contactLink')}</a>
              </p>
            </>
          ) : null}
        </div>
        {state.kind === 'error' ? (
          <div role="alert">
            <p>{t('helpCentre.search.error')}</p>
            <button type="button" onClick={() => void search(query)}>
              {t('helpCentre.search.retry')}
            </button>
          </div>
        ) : null}
        {state.kind === 'results' && state.total > 0 ? (
          <ol className={resultsList}>
            {state.results.map((hit) => {
              // An article not published in the page's language leads to it in a language the market offers.
              const { href, hreflang } = helpArticleHref(env, `page:help-article/${hit.id}`)
              return (
                <li key={hit.id}>
                  <h2>
                    <a href={href} hrefLang={hreflang}>
                      <Highlighted text={hit.title} terms={hit.terms} />
                    </a>
                  </h2>
                  <p>
                    <Highlighted text={hit.excerpt} terms={hit.terms} />
                  </p>
                </li>
              )
            })}
          </ol>
        ) : null}
        <noscript {...{ [NO_SCRIPT_SEARCH_ATTRIBUTE]: JSON.stringify(noScriptConfig) }} />
        {showPopular ? (
          <>
            <h2>{t('helpCentre.home.featured')}</h2>
            <ArticleLinkList articles={data.featured} />
          </>
        ) : null}
      </Container>
    </section>
  )
}
