import { styled } from '@linaria/react'
import { color, Container, formatIsoDate, formatNumber, intlLocaleOf, radius, space, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import type { SubscriptionReviews } from '../../features/web-api/index.ts'
import type { PlusReviewsProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
  h2 {
    margin: 0 0 ${space.sm};
  }
  ul {
    list-style: none;
    margin: ${space.md} 0 0;
    padding: 0;
    display: grid;
    gap: ${space.md};
  }
  li {
    padding: ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
  }
  blockquote {
    margin: ${space.sm} 0;
  }
  p {
    margin: 0;
  }
`

const Average = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
`

const Stars = ({ rating, label }: { rating: number; label: string }) => (
  <p role="img" aria-label={label}>
    <span aria-hidden="true">
      {'★'.repeat(rating)}
      {'☆'.repeat(5 - rating)}
    </span>
  </p>
)

/** SPEC §3: where the market hides written reviews (shouldHideWrittenReviews, GB) only the average shows. */
export function PlusReviews({ heading, data }: PlusReviewsProps & { data: SubscriptionReviews }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  if (!data || data.count === 0) return null
  const number = (value: number, digits = 0) => formatNumber(value, intlLocaleOf(env), env.formats, digits)
  return (
    <Section aria-labelledby="plus-reviews-heading" data-plus-reviews={env.shouldHideWrittenReviews ? 'rating-only' : 'written'}>
      <Container>
        <h2 id="plus-reviews-heading">{t(heading)}</h2>
        <Average>{t('plus.reviews.average', { average: number(data.average, 1), total: data.count })}</Average>
        {env.shouldHideWrittenReviews ? null : (
          <ul>
            {data.reviews.map((review) => (
              <li key={review.id}>
                <Stars rating={review.rating} label={t('plus.reviews.rating', { rating: review.rating })} />
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <p>
                  {review.author}, <time dateTime={review.date}>{formatIsoDate(review.date, env.formats)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Section>
  )
}
