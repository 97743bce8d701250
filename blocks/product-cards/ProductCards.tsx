import { styled } from '@linaria/react'
import { CardGrid, color, Container, font, imageUrl, radius, space, useHref, useTranslation, CardPicture } from '../../engine/sdk.ts'
import { categoryHref } from '../../features/booking-search/index.ts'
import type { ProductCardsProps } from './props.gen.ts'

type Card = ProductCardsProps['cards'][number]

const Section = styled.section`
  padding: ${space.xl} 0;
`

const Heading = styled.h2`
  margin: 0 0 ${space.lg};
  font-size: ${font.sizeH2};
`

const Item = styled.li`
  position: relative;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow: hidden;
  background: ${color.background};
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    background: ${color.surface};
  }
  h2,
  h3 {
    margin: ${space.md} ${space.md} ${space.xs};
    font-size: 1.25rem;
  }
  p {
    margin: 0 ${space.md} ${space.md};
    color: ${color.textMuted};
  }
  a {
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
  }
`

/** A card's title is one level below the section's heading: h2 under the page's h1, h3 under an h2 (no level skipped). */
function CardItem({ card, titleTag: CardTitle }: { card: Card; titleTag: 'h2' | 'h3' }) {
  const { t } = useTranslation()
  const href = useHref(card.url)
  return (
    <Item>
      <CardPicture image={{ ...card.image, url: imageUrl(card.image.filename_disk) }} alt={t(card.image.alt)} />
      <CardTitle>
        <a href={card.category ? categoryHref(href, card.category) : href}>{t(card.title)}</a>
      </CardTitle>
      <p>{t(card.text)}</p>
    </Item>
  )
}

export function ProductCards({ heading, cards, headingLevel = 2 }: ProductCardsProps) {
  const { t } = useTranslation()
  return (
    <Section>
      <Container>
        <Heading as={headingLevel === 1 ? 'h1' : 'h2'}>{t(heading)}</Heading>
        <CardGrid>
          {cards.map((card) => (
            <CardItem key={card.title} card={card} titleTag={headingLevel === 1 ? 'h2' : 'h3'} />
          ))}
        </CardGrid>
      </Container>
    </Section>
  )
}
