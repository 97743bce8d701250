import { styled } from '@linaria/react'
import { BackdropPicture, color, shadow, font, imageUrl, mediaUp, space, useTranslation } from '../../engine/sdk.ts'
import type { HeroProps } from './props.gen.ts'

const Section = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  color: ${color.inverseText};
  background: ${color.photoBackdrop};
  /*
   * As tall as its titles, the picture behind them: it was 400 px on a phone and 576 px at 1440 x 900, and with
   * the search panel below it the search button sat at y=1103 and y=1047 (issue 25, item 8). From "mi" the
   * picture keeps its shape but never takes more than half the screen's height.
   */
  display: flex;
  align-items: flex-start;
  ${mediaUp('mi')} {
    /* The picture's 1600:640 shape at most, never more than 640 px or 45 % of the window (a ratio would narrow it). */
    height: min(40vw, 640px, 45vh);
    /* A long title in a short window grows the hero rather than being cut off. */
    min-height: min-content;
    align-items: center;
    /* Cut mostly from the sky: the pictures' subject (the car, the road) sits in their lower part. */
    img {
      object-position: 50% 75%;
    }
  }
`

const Content = styled.div`
  width: 100%;
  max-width: var(--max-content-width);
  margin: 0 auto;
  /* The search panel overlaps the hero's foot (24 px, 64 px from "mi"): the titles end above it. */
  padding: 12px ${space.md} calc(${space.lg} + ${space.sm});
  ${mediaUp('mi')} {
    padding: ${space.lg} ${space.xl} calc(${space.xxl} + ${space.md});
  }
`

const Text = styled.div`
  max-width: 44rem;
  text-shadow: ${shadow.textOnPhoto};
`

const PreTitle = styled.p`
  margin: 0 0 ${space.sm};
  font-size: 1rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`

const Title = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  line-height: 1.15;
  ${mediaUp('mi')} {
    font-size: ${font.sizeH1};
    line-height: 1.1;
  }
`

const Subtitle = styled.p`
  margin: ${space.sm} 0 0;
  font-size: 0.9375rem;
  line-height: 1.4;
  ${mediaUp('mi')} {
    line-height: inherit;
    margin-top: ${space.md};
    font-size: 1.125rem;
  }
`

const Bubble = styled.p`
  position: absolute;
  right: ${space.md};
  bottom: ${space.xl};
  margin: 0;
  width: 112px;
  height: 112px;
  border-radius: 50%;
  background: ${color.primary};
  color: ${color.onPrimary};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  line-height: 1.1;
  font-weight: 600;
  transform: rotate(-8deg);
  span {
    font-size: 0.8125rem;
  }
  strong {
    font-size: 1.75rem;
  }
  ${mediaUp('mi')} {
    right: 8%;
    bottom: auto;
    top: 18%;
    width: 152px;
    height: 152px;
    strong {
      font-size: 2.5rem;
    }
  }
`

/** The page's hero: its picture behind the titles, and the promotion bubble where the page has one. */
export function Hero(props: HeroProps) {
  const { t } = useTranslation()
  const { hero_image_desktop: desktop, hero_image_mobile: mobile } = props
  return (
    <Section>
      <BackdropPicture
        desktop={{ src: imageUrl(desktop.filename_disk), width: desktop.width, height: desktop.height }}
        mobile={{ src: imageUrl(mobile.filename_disk), width: mobile.width, height: mobile.height }}
        alt={t(mobile.alt)}
      />
      <Content>
        <Text>
          {props.pre_title && <PreTitle>{t(props.pre_title)}</PreTitle>}
          <Title>{t(props.title)}</Title>
          {props.subtitle && <Subtitle>{t(props.subtitle)}</Subtitle>}
        </Text>
      </Content>
      {props.promo_highlight && (
        <Bubble>
          {props.prefix_promo_highlight && <span>{t(props.prefix_promo_highlight)}</span>}
          <strong>{t(props.promo_highlight)}</strong>
          {props.suffix_promo_highlight && <span>{t(props.suffix_promo_highlight)}</span>}
        </Bubble>
      )}
    </Section>
  )
}
