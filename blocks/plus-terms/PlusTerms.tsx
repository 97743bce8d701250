import { styled } from '@linaria/react'
import { color, Container, formatNumber, formatPrice, intlLocaleOf, radius, space, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import type { PlusTermsData } from './data.ts'
import type { PlusTermsProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
  background: ${color.surface};
  h2 {
    margin: 0 0 ${space.md};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.md};
  }
  li {
    padding: ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.background};
  }
  h3 {
    margin: 0 0 ${space.xs};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`

/** Each tenure option of the v1.1 answer as a term (SPEC §4): flexible renews every 30 days without cancellation; a minimum term then turns into it. */
export function PlusTerms({ heading, data }: PlusTermsProps & { data: PlusTermsData }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  if (!data) return null
  const percent = (value: number) => formatNumber(value, intlLocaleOf(env), env.formats)
  return (
    <Section aria-labelledby="plus-terms-heading" id="terms">
      <Container>
        <h2 id="plus-terms-heading">{t(heading)}</h2>
        <p>{t('plus.terms.intro', { price: formatPrice(data.lowestMonthlyPrice, env) })}</p>
        <ol>
          {data.tenureOptions.map((option) => (
            <li key={option.id}>
              <h3>
                {option.minimumMonths === 0
                  ? t('plus.terms.flexibleTitle', { days: option.renewalDays })
                  : t('plus.terms.minimumTitle', { months: option.minimumMonths })}
              </h3>
              <p>
                {option.minimumMonths === 0
                  ? t('plus.terms.flexible', { days: option.renewalDays })
                  : t('plus.terms.minimum', { months: option.minimumMonths, days: option.renewalDays })}
              </p>
              {option.monthlyDiscountPercent > 0 ? (
                <p>{t('plus.terms.discount', { percent: percent(option.monthlyDiscountPercent) })}</p>
              ) : null}
            </li>
          ))}
          <li>
            <h3>{t('plus.terms.refundTitle')}</h3>
            <p>{t('plus.terms.refund', { months: data.terms.refundAfterMonths })}</p>
          </li>
        </ol>
      </Container>
    </Section>
  )
}
