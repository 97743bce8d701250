import { styled } from '@linaria/react'
import { useSyncExternalStore } from 'react'
import { ButtonLink, color, Container, formatClockTime, formatIsoDate, radius, space, useHref, usePageEnv, useTranslation } from '../../engine/sdk.ts'
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

const noSubscription = () => () => {}

/** The query string is only known in the browser; the static HTML says the search is loading. */
export function BookingSummary({ heading, change_url }: BookingSummaryProps) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const changeHref = useHref(change_url)
  const query = useSyncExternalStore(noSubscription, () => window.location.search, () => null)
  const params = query === null ? null : new URLSearchParams(query)
  const pickup = params?.get('pickup')?.trim().slice(0, 100)
  const when = (date: string | null | undefined, time: string | null | undefined) => {
    const day = date ? formatIsoDate(date, env.formats) : undefined
    const clock = time ? formatClockTime(time, env.formats) : undefined
    return day && clock ? `${day}, ${clock}` : undefined
  }
  const pickupAt = when(params?.get('pickupDate'), params?.get('pickupTime'))
  const returnAt = when(params?.get('returnDate'), params?.get('returnTime'))
  const complete = Boolean(pickup && pickupAt && returnAt)
  return (
    <Section>
      <Container>
        <h1>{t(heading)}</h1>
        {params === null ? (
          <p role="status">{t('bookingSummary.loading')}</p>
        ) : complete ? (
          <dl data-testid="booking-summary">
            <dt>{t('bookingContainer.pickupLocation')}</dt>
            <dd>{pickup}</dd>
            <dt>{t('bookingSummary.pickup')}</dt>
            <dd>{pickupAt}</dd>
            <dt>{t('bookingSummary.return')}</dt>
            <dd>{returnAt}</dd>
          </dl>
        ) : (
          <p role="alert">{t('bookingSummary.incomplete')}</p>
        )}
        <ButtonLink href={changeHref}>{t('bookingSummary.change')}</ButtonLink>
      </Container>
    </Section>
  )
}
