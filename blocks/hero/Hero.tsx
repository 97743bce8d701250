import { styled } from '@linaria/react'
import { BackdropPicture, color, shadow, font, imageUrl, mediaUp, space, useTranslation } from '../../engine/sdk.ts'
import type { HeroProps } from './props.gen.ts'

const Section = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  color: ${color.inverseText};
  background: ${color.photoBackdrop};
  min-height: 400px;
  display: flex;
  align-items: flex-start;
  ${mediaUp('mi')} {
    min-height: 0;
    aspect-ratio: 1600 / 640;
    max-height: 640px;
    align-items: center;
  }
`

const Content = styled.div`
  width: 100%;
  max-width: var(--max-content-width);
  margin: 0 auto;
  padding: ${space.lg} ${space.md} ${space.xl};
  ${mediaUp('mi')} {
    padding: ${space.xl};
  }
`

const Text = styled.div`
  max-width: 36rem;
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
  font-size: ${font.sizeH1};
  line-height: 1.1;
`

const Subtitle = styled.p`
  margin: ${space.md} 0 0;
  font-size: 1.125rem;
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
