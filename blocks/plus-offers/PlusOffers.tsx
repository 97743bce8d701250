import { styled } from '@linaria/react'
import {
  CardGrid,
  color,
  Container,
  primaryActionStyles,
  space,
  useHref,
  usePageEnv,
  useTranslation,
  visibleCurrencies,
} from '../../engine/sdk.ts'
import type { PlusOffersData } from './data.ts'
import { FilterForm } from './FilterForm.tsx'
import { OfferCard } from './OfferCard.tsx'
import type { PlusOffersProps } from './props.gen.ts'
import { useOfferSearch } from './useOfferSearch.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
  h2 {
    margin: 0 0 ${space.md};
  }
`

const Status = styled.div`
  margin: ${space.md} 0;
  font-weight: 600;
  button {
    ${primaryActionStyles}
    margin-top: ${space.sm};
  }
`

const Notice = styled.p`
  margin: ${space.md} 0 0;
  padding: ${space.sm} ${space.md};
  border-left: 4px solid ${color.primary};
  background: ${color.surface};
`

/** The offers list (SPEC §3) with its filters (§9); no match is the offers-exhausted state with a reset (§4, §8). */
export function PlusOffers({ heading, subscribe_url, data }: PlusOffersProps & { data: PlusOffersData }) {
  const subscribeHref = useHref(subscribe_url ?? '')
  const { t } = useTranslation()
  const env = usePageEnv()
  const { filters, rejected, state, apply, retry } = useOfferSearch(data)
  // SPEC §3 hideCurrencies: an offer priced in a currency the market hides is not shown.
  const offers = state.offers.filter((offer) => visibleCurrencies([offer.monthlyPrice.currency], env.hiddenCurrencies).length > 0)
  const reset = () => apply({})
  return (
    <Section aria-labelledby="plus-offers-heading" data-plus-offers={state.kind}>
      <Container>
        <h2 id="plus-offers-heading">{t(heading)}</h2>
        <FilterForm filters={filters} branches={data.branches} minimumBudget={data.minimumBudget} onApply={apply} onReset={reset} />
        {rejected.length > 0 ? (
          <Notice role="alert">
            {t('plus.filters.ignored', {
              names: rejected.map((name) => t(`plus.filters.${name}.label`, { currency: env.currency })).join(', '),
            })}
          </Notice>
        ) : null}
        <Status role="status" aria-live="polite" data-plus-count={state.kind === 'results' ? offers.length : undefined}>
          {state.kind === 'loading' ? t('plus.results.loading') : null}
          {state.kind === 'results' && offers.length > 0 ? t('plus.results.count', { total: offers.length }) : null}
          {state.kind === 'results' && offers.length === 0 ? t('plus.results.exhausted') : null}
        </Status>
        {state.kind === 'error' ? (
          <Status role="alert">
            <p>{t('plus.results.error')}</p>
            <button type="button" onClick={retry}>
              {t('plus.results.retry')}
            </button>
          </Status>
        ) : null}
        {state.kind === 'results' && offers.length === 0 ? (
          <Status>
            <p>{t('plus.results.exhaustedHint')}</p>
            <button type="button" onClick={reset}>
              {t('plus.filters.reset')}
            </button>
          </Status>
        ) : null}
        {state.kind !== 'error' && offers.length > 0 ? (
          <CardGrid aria-busy={state.kind === 'loading'}>
            {offers.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                tenureOptions={data.tenureOptions}
                subscribeHref={subscribe_url ? subscribeHref : undefined}
              />
            ))}
          </CardGrid>
        ) : null}
      </Container>
    </Section>
  )
}
