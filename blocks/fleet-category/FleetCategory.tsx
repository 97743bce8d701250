import { styled } from '@linaria/react'
import { ButtonLink, CardGrid, color, Container, font, formatPrice, radius, space, useHref, usePageEnv, useTranslation, type FleetModel } from '../../engine/sdk.ts'
import type { FleetCategoryData } from './data.ts'
import type { FleetCategoryProps } from './props.gen.ts'

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
    background: #f4f4f4;
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
      <img src={model.image.url} width={model.image.width} height={model.image.height} alt="" loading="lazy" />
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

/** SPEC §2 fleet category page: the category's models with their lowest price per day, prerendered (no script). */
export function FleetCategory({ intro, url, data }: FleetCategoryProps & { data?: FleetCategoryData }) {
  const { t } = useTranslation()
  const booking = useHref(url)
  if (!data) return null
  return (
    <Section data-fleet-category={data.category}>
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
          <ButtonLink href={`${booking}?category=${data.category}`}>{t('fleetCategory.book', { category: data.title })}</ButtonLink>
        </p>
      </Container>
    </Section>
  )
}
