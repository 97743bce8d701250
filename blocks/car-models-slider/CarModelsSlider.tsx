import { styled } from '@linaria/react'
import {
  CardPicture,
  color,
  Container,
  font,
  imageUrl,
  mediaUp,
  radius,
  space,
  useHref,
  useTranslation,
  SLIDE_PICTURE_SIZES,
  useElementId,
} from '../../engine/sdk.ts'
import { categoryHref } from '../../features/booking-search/index.ts'
import type { CarModelsSliderProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm} ${space.md};
  margin-bottom: ${space.lg};
  h2 {
    margin: 0;
    font-size: ${font.sizeH2};
  }
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  a {
    margin-inline-end: ${space.sm};
    font-weight: 700;
    text-underline-offset: 4px;
  }
  button {
    width: 44px;
    height: 44px;
    display: grid;
    place-items: center;
    border: 1px solid ${color.text};
    border-radius: ${radius.round};
    background: ${color.background};
    color: ${color.text};
    cursor: pointer;
    &:disabled {
      border-color: ${color.border};
      color: ${color.textDisabled};
      cursor: default;
    }
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`

// Slides snap to the start; phones see 1.2 cards (the next one peeks in), wider screens 2, 3 or 4.
const Track = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${space.sm};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 80%;
  gap: ${space.md};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  ${mediaUp('sm')} {
    grid-auto-columns: calc((100% - ${space.md}) / 2);
  }
  ${mediaUp('md')} {
    grid-auto-columns: calc((100% - 2 * ${space.md}) / 3);
  }
  ${mediaUp('lg')} {
    grid-auto-columns: calc((100% - 3 * ${space.md}) / 4);
  }
  &:focus-visible {
    outline-offset: 4px;
  }
`

const Slide = styled.li`
  position: relative;
  scroll-snap-align: start;
  display: flex;
  flex-direction: column;
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
    aspect-ratio: 480 / 300;
    background: ${color.surface};
  }
  p {
    margin: 0 ${space.md};
  }
  .category {
    margin-top: ${space.md};
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
  h3 {
    margin: ${space.xs} ${space.md};
    font-size: 1.25rem;
  }
  .text {
    margin-bottom: ${space.md};
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

const Arrow = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path fill="currentColor" d={back ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z' : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'} />
  </svg>
)

/**
 * The car models of the home page in a row that scrolls sideways. Without JavaScript the row scrolls
 * by touch, trackpad or keyboard; in the browser enhance.ts (plain DOM, no React) makes the arrow buttons
 * move it a screen at a time. The row starts at its beginning: "back" is off until there is somewhere to go.
 */
export function CarModelsSlider({ heading, see_all_label, url, models }: CarModelsSliderProps) {
  const { t } = useTranslation()
  const href = useHref(url)
  const headingId = useElementId()
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Head>
          <h2 id={headingId}>{t(heading)}</h2>
          <Controls>
            <a href={href}>{t(see_all_label)}</a>
            <button type="button" disabled aria-label={t('carModelsSlider.previous')}>
              <Arrow back />
            </button>
            <button type="button" aria-label={t('carModelsSlider.next')}>
              <Arrow />
            </button>
          </Controls>
        </Head>
        <Track tabIndex={0} aria-labelledby={headingId} role="list">
          {models.map((model) => (
            <Slide key={model.name}>
              <CardPicture
                image={{ url: imageUrl(model.image.filename_disk), width: model.image.width, height: model.image.height }}
                sizes={SLIDE_PICTURE_SIZES}
                alt={t(model.image.alt)}
              />
              <p className="category">{t(`vehicleCategories.${model.category}`)}</p>
              <h3>
                <a href={categoryHref(href, model.category)}>{t(model.name)}</a>
              </h3>
              <p className="text">{t(model.text)}</p>
            </Slide>
          ))}
        </Track>
      </Container>
    </Section>
  )
}
