import { styled } from '@linaria/react'
import { BackdropPicture, color, shadow, font, mediaUp, space, useTranslation } from '../../engine/sdk.ts'
import type { Billboard as BillboardAnswer } from '../../features/web-api/index.ts'
import type { BillboardProps } from './props.gen.ts'

const Section = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  color: ${color.inverseText};
  background: ${color.photoBackdrop};
  /* SPEC §9: 375 × 400 on phones, 1600 × 640 from the "mi" breakpoint. */
  aspect-ratio: 375 / 400;
  max-height: 400px;
  display: flex;
  align-items: flex-end;
  ${mediaUp('mi')} {
    aspect-ratio: 1600 / 640;
    max-height: 640px;
    align-items: center;
  }
`

const Text = styled.div`
  width: 100%;
  max-width: var(--max-content-width);
  margin: 0 auto;
  /* A search below may overlap the billboard's foot on a phone (the truck page's): the subtitle ends above it. */
  padding: ${space.lg} ${space.md} calc(${space.lg} * 2);
  text-shadow: ${shadow.textOnPhotoStrong};
  background: linear-gradient(to top, ${color.scrimStrong}, transparent);
  ${mediaUp('mi')} {
    padding: ${space.xl};
    background: none;
  }
  h1 {
    margin: 0;
    max-width: 36rem;
    font-size: ${font.sizeH1};
    line-height: 1.1;
  }
  p {
    margin: ${space.sm} 0 0;
    max-width: 36rem;
    font-size: 1.125rem;
  }
`

/** The billboard of SPEC §9 behind the page's h1 (BackdropPicture: the phone picture below "mi", the desktop one from there). */
export function Billboard({
  title,
  subtitle,
  vehicles = 'cars',
  data,
}: BillboardProps & { data: Pick<BillboardAnswer, 'desktop' | 'mobile'> }) {
  const { t } = useTranslation()
  return (
    <Section data-billboard={vehicles}>
      <BackdropPicture
        desktop={{ src: data.desktop.url, width: data.desktop.width, height: data.desktop.height }}
        mobile={{ src: data.mobile.url, width: data.mobile.width, height: data.mobile.height }}
        // Below "mi" the section is a 375 × 400 portrait at most (Section: aspect-ratio and max-height).
        mobileSizes="min(100vw, 375px)"
        alt=""
      />
      <Text>
        <h1>{t(title)}</h1>
        {subtitle ? <p>{t(subtitle)}</p> : null}
      </Text>
    </Section>
  )
}
