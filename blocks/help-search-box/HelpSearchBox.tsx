import { styled } from '@linaria/react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { color, Container, radius, space, usePageEnv, useElementId, useTranslation } from '../../engine/sdk.ts'
import { Highlighted, helpHref, HelpSearchForm, useHelpSuggestions } from '../../features/help-centre/index.ts'
import type { HelpSearchBoxProps } from './props.gen.ts'

const Wrapper = styled.div`
  padding-top: ${space.xl};
  h1 {
    margin: 0 0 ${space.md};
    font-size: 2rem;
    line-height: 1.2;
  }
`

const Popup = styled.div`
  flex-basis: 100%;
  max-width: 40rem;
  p {
    margin: 0 0 ${space.xs};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
  }
  ul:empty {
    display: none;
  }
  li {
    padding: ${space.sm} ${space.md};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${color.surface};
    outline: 2px solid ${color.focus};
    outline-offset: -2px;
  }
  mark {
    background: ${color.highlight};
    color: inherit;
  }
  .problem {
    color: ${color.danger};
  }
`

/**
 * The help centre's search box (the ARIA 1.2 combobox pattern): from 3 characters it suggests
 * articles as the visitor types, arrow keys move through them, Enter opens one (or, with none
 * chosen, the results page), Escape closes the list. The server's HTML is a plain GET form.
 */
export function HelpSearchBox(_props: HelpSearchBoxProps & { data: { links: string[] } }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const id = useElementId()
  const [hydrated, setHydrated] = useState(false)
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const { state, retry } = useHelpSuggestions(query, env.country)
  // The active option belongs to the suggestions it was chosen among: new suggestions (a new state) have none. Kept
  // with them rather than reset by an effect, which runs after paint and could undo an arrow key pressed meanwhile.
  const [selection, setSelection] = useState<{ among: typeof state; index: number }>({ among: state, index: -1 })
  const active = selection.among === state ? selection.index : -1
  useEffect(() => setHydrated(true), [])
  // Closing on blur waits a moment so that a click on a suggestion lands first; the wait ends with the block.
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(closing.current), [])

  const results = state.status === 'done' ? state.results : []
  const listId = `${id}-list`
  const statusId = `${id}-status`
  const optionId = (index: number) => `${id}-option-${index}`
  const articleHref = (articleId: string) => helpHref(env, `page:help-article/${articleId}`)
  const resultsHref = `${helpHref(env, 'page:help-search/search')}?${new URLSearchParams({ q: query.trim() })}`
  const expanded = open && results.length > 0

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // The options and, between the last and the first, the typed text itself (-1), as in the APG combobox example.
      const next = active + step
      setSelection({ among: state, index: next >= results.length ? -1 : next < -1 ? results.length - 1 : next })
    } else if (event.key === 'Escape') {
      setOpen(false)
      setSelection({ among: state, index: -1 })
    }
  }
  const activeIndex = active >= results.length ? -1 : active

  const message = (() => {
    switch (state.status) {
      case 'tooShort':
        return <p className="problem">{t('helpCentre.search.tooShort')}</p>
      case 'tooLong':
        return <p className="problem">{t('helpCentre.search.tooLong')}</p>
      case 'loading':
        return <p>{t('helpCentre.search.loading')}</p>
      case 'error':
        return (
          <p>
            {t('helpCentre.search.error')}{' '}
            <button type="button" onClick={retry}>
              {t('helpCentre.search.retry')}
            </button>
          </p>
        )
      case 'done':
        return state.total === 0 ? (
          <>
            <p>
              <strong>{t('helpCentre.search.noResults')}</strong>
            </p>
            <p>{t('helpCentre.search.noResultsHint')}</p>
            <p>
              <a href={helpHref(env, 'page:help-contact/contact')}>{t('helpCentre.home.contactLink')}</a>
            </p>
          </>
        ) : (
          <p>
            <a href={resultsHref}>{t('helpCentre.search.allResults', { count: state.total })}</a>
          </p>
        )
      default:
        return null
    }
  })()

  return (
    <Wrapper data-help-search-box={state.status}>
      <Container>
        <h1>{t('helpCentre.home.heading')}</h1>
        <HelpSearchForm
          value={query}
          onChange={(value) => {
            setQuery(value)
            setOpen(true)
          }}
          noValidate={hydrated}
          onSubmit={(event) => {
            const chosen = results[activeIndex]
            if (chosen) {
              event.preventDefault()
              window.location.assign(articleHref(chosen.id))
            } else if (state.status === 'tooShort' || state.status === 'tooLong' || state.status === 'empty') event.preventDefault()
          }}
          inputProps={
            hydrated
              ? {
                  role: 'combobox',
                  'aria-expanded': expanded,
                  'aria-controls': listId,
                  'aria-autocomplete': 'list',
                  'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
                  'aria-describedby': statusId,
                  onKeyDown,
                  onBlur: () => {
                    closing.current = setTimeout(() => setOpen(false), 150)
                  },
                  onFocus: () => {
                    clearTimeout(closing.current)
                    setOpen(true)
                  },
                }
              : {}
          }
        >
          {hydrated ? (
            <Popup>
              <div id={statusId} role="status" aria-live="polite">
                {message}
              </div>
              {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of the APG combobox pattern; the input keeps the focus */}
              <ul id={listId} role="listbox" aria-label={t('helpCentre.search.suggestions')} hidden={!expanded}>
                {results.map((hit, index) => (
                  // biome-ignore lint/a11y/useFocusableInteractive: options are not focused; the input points at the active one with aria-activedescendant
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (arrows, Enter, Escape); a click is for the pointer only
                  <li
                    key={hit.id}
                    id={optionId(index)}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the APG combobox pattern
                    role="option"
                    aria-selected={index === activeIndex}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => window.location.assign(articleHref(hit.id))}
                  >
                    <Highlighted text={hit.title} terms={hit.terms} />
                  </li>
                ))}
              </ul>
            </Popup>
          ) : null}
        </HelpSearchForm>
      </Container>
    </Wrapper>
  )
}
