import { styled } from '@linaria/react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { ButtonLink, color, Container, formatLocalDateTime, radius, space, useHref, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { bookingQueryString, readBookingQuery } from '../../features/booking-query/index.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import type { BookingSummaryProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
  h1 {
    margin: 0 0 ${space.lg};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${space.sm} ${space.lg};
    margin: 0 0 ${space.lg};
    padding: ${space.lg};
    border-radius: ${radius.md};
    background: ${color.surface};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`

const noSubscription = () => () => {}

/** The branch of the search, named by the web API: the address holds only its id, so no text in it is ever shown. */
type PickupBranch = { kind: 'loading' } | { kind: 'found'; name: string } | { kind: 'unknown' }

/**
 * The search the visitor sent (?branch=…&pickupAt=…&returnAt=…, as the booking search writes it). The query
 * string is only known in the browser; the static HTML says the search is loading.
 */
export function BookingSummary({ heading, change_url, continue_url }: BookingSummaryProps) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const api = useApiClient()
  const changeHref = useHref(change_url)
  const continueHref = useHref(continue_url ?? '')
  const query = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  )
  const search = query === null ? undefined : readBookingQuery(query).search
  const [branch, setBranch] = useState<PickupBranch>({ kind: 'loading' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` is read anew each render; only its branch decides what to load
  useEffect(() => {
    if (!search) return
    let current = true
    void api
      .station({ id: search.branchId })
      .then((found) => current && setBranch(found.ok ? { kind: 'found', name: found.value.name } : { kind: 'unknown' }))
    return () => {
      current = false
    }
  }, [api, search?.branchId])
  const loading = query === null || (search !== undefined && branch.kind === 'loading')
  return (
    <Section>
      <Container>
        <h1>{t(heading)}</h1>
        {loading ? (
          <p role="status">{t('bookingSummary.loading')}</p>
        ) : search && branch.kind === 'found' ? (
          <dl data-testid="booking-summary">
            <dt>{t('bookingContainer.pickupLocation')}</dt>
            <dd>{branch.name}</dd>
            <dt>{t('bookingSummary.pickup')}</dt>
            <dd>{formatLocalDateTime(search.pickupAt, env.formats)}</dd>
            <dt>{t('bookingSummary.return')}</dt>
            <dd>{formatLocalDateTime(search.returnAt, env.formats)}</dd>
          </dl>
        ) : (
          <p role="alert">{t('bookingSummary.incomplete')}</p>
        )}
        <Actions>
          {/* The search goes on to the offers with it: without this the page was a dead end (issue 26 §7). */}
          {continue_url && continueHref && search && branch.kind === 'found' && (
            <ButtonLink href={`${continueHref}?${bookingQueryString(search)}`} data-testid="booking-summary-continue">
              {t('bookingSummary.continue')}
            </ButtonLink>
          )}
          <ButtonLink href={changeHref}>{t('bookingSummary.change')}</ButtonLink>
        </Actions>
      </Container>
    </Section>
  )
}
