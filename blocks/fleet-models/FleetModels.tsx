import { styled } from '@linaria/react'
import {
  ButtonLink,
  CardGrid,
  color,
  Container,
  font,
  formatPrice,
  radius,
  space,
  useHref,
  usePageEnv,
  useTranslation,
  CardPicture,
} from '../../engine/sdk.ts'
import type { FleetModel } from '../../features/web-api/index.ts'
import type { FleetModelsData } from './data.ts'
import type { FleetModelsProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
  h1 {
    margin: 0 0 ${space.md};
    font-size: ${font.sizeH1};
  }
  .intro {
    margin: 0 0 ${space.lg};
    color: ${color.textMuted};
  }
`

const Card = styled.li`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow: hidden;
  background: ${color.background};
  img {
    display: block;
    width: 100%;
    height: auto;
    background: ${color.surface};
  }
  h2 {
    margin: ${space.md} ${space.md} ${space.xs};
    font-size: 1.25rem;
  }
  p,
  dl {
    margin: 0 ${space.md} ${space.md};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space.xs} ${space.md};
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
  }
  .price {
    font-weight: 700;
  }
`

function ModelCard({ model }: { model: FleetModel }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  return (
    <Card data-fleet-model={model.id}>
      <CardPicture image={model.image} />
      <h2>{model.name}</h2>
      <dl>
        <dt>{t('fleetCategory.seats')}</dt>
        <dd>{model.seats}</dd>
        <dt>{t('fleetCategory.doors')}</dt>
        <dd>{model.doors}</dd>
        <dt>{t('fleetCategory.transmission')}</dt>
        <dd>{t(`fleetCategory.${model.transmission}`)}</dd>
      </dl>
      <p className="price">{t('fleetCategory.fromPrice', { price: formatPrice(model.fromPricePerDay, env) })}</p>
    </Card>
  )
}

/** SPEC §2 fleet category and brand pages: the models with their lowest price per day, prerendered (no script). */
export function FleetModels({ intro, url, data }: FleetModelsProps & { data: FleetModelsData }) {
  const { t } = useTranslation()
  const booking = useHref(url)
  if (!data) return null
  const { selection } = data
  // The booking page filters by category; a make's page offers every offer.
  const bookingHref = 'category' in selection ? `${booking}?category=${selection.category}` : booking
  const bookingLabel = 'category' in selection ? 'fleetCategory.book' : 'fleetCategory.bookAny'
  return (
    <Section data-fleet={'category' in selection ? selection.category : selection.brand}>
      <Container>
        <h1>{data.title}</h1>
        <p className="intro">{t(intro)}</p>
        {data.models.length === 0 ? (
          <p>{t('fleetCategory.empty')}</p>
        ) : (
          <CardGrid>
            {data.models.map((model) => (
              <ModelCard key={model.id} model={model} />
            ))}
          </CardGrid>
        )}
        <p>
          <ButtonLink href={bookingHref}>{t(bookingLabel)}</ButtonLink>
        </p>
      </Container>
    </Section>
  )
}
