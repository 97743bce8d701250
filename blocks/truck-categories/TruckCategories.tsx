import { styled } from '@linaria/react'
import {
  CardGrid,
  color,
  Container,
  font,
  formatNumber,
  formatPrice,
  intlLocaleOf,
  radius,
  space,
  usePageEnv,
  useTranslation,
  CardPicture,
} from '../../engine/sdk.ts'
import { loadFigures } from '../../features/trucks/index.ts'
import type { TruckCategoryCard } from './data.ts'
import type { TruckCategoriesProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
  h2 {
    margin: 0 0 ${space.lg};
    font-size: ${font.sizeH2};
  }
`

const Card = styled.li`
  display: flex;
  flex-direction: column;
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
  h3 {
    margin: ${space.md} ${space.md} ${space.xs};
    font-size: 1.25rem;
  }
  p,
  ul {
    margin: 0 ${space.md} ${space.md};
  }
  ul {
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${space.xs};
    color: ${color.textMuted};
  }
  .price {
    margin-top: auto;
    font-weight: 700;
  }
`

/** SPEC §1 truck rental, §3 vehicle display: the truck categories with what they carry, prerendered (no script). */
export function TruckCategories({ heading, searchAnchor, longTermRental, data }: TruckCategoriesProps & { data: TruckCategoryCard[] }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const locale = intlLocaleOf(env)
  const longTermHref = longTermRental ? env.links['page:layout-standalone'] : undefined
  const number = (value: number, digits: number) => formatNumber(value, locale, env.formats, digits)
  return (
    <Section aria-labelledby="truck-categories-heading" data-truck-categories="">
      <Container>
        <h2 id="truck-categories-heading">{t(heading)}</h2>
        <CardGrid>
          {data.map(({ load, image, fromPricePerDay }) => {
            const figures = loadFigures(load, env.formats.measureOfLength)
            return (
              <Card key={load.truckCategory} data-truck-category={load.truckCategory}>
                <CardPicture image={image} />
                <h3>{t(`truckRental.categories.${load.truckCategory}.title`)}</h3>
                <p>{t(`truckRental.categories.${load.truckCategory}.text`)}</p>
                <ul>
                  <li>{t('truckRental.facts.payload', { value: `${number(figures.payload.value, 0)} ${figures.payload.unit}` })}</li>
                  <li>
                    {t('truckRental.facts.loadspace', {
                      value: `${number(figures.loadspace.value, figures.loadspace.digits)} ${figures.loadspace.unit}`,
                    })}
                  </li>
                  <li>{t('truckRental.facts.licence', { category: load.licenceCategory })}</li>
                </ul>
                <p className="price">
                  <a href={`#${searchAnchor}`}>{t('truckRental.categories.fromPrice', { price: formatPrice(fromPricePerDay, env) })}</a>
                </p>
              </Card>
            )
          })}
          {longTermHref && (
            <Card data-long-term-rental="">
              <h3>{t('truckRental.longTerm.title')}</h3>
              <p>{t('truckRental.longTerm.text')}</p>
              <p className="price">
                <a href={longTermHref}>{t('navigation.longTermRental')}</a>
              </p>
            </Card>
          )}
        </CardGrid>
      </Container>
    </Section>
  )
}
