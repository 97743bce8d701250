import { styled } from '@linaria/react'
import { ButtonLink, color, Container, font, space, useHref, useTranslation } from '../../engine/sdk.ts'
import type { ContentSectionProps } from './props.gen.ts'

const Section = styled.section`
  padding: ${space.xl} 0;
  &[data-tone='surface'] {
    background: ${color.surface};
  }
`

const Heading = styled.h2`
  margin: 0 0 ${space.md};
  font-size: ${font.sizeH2};
  line-height: 1.2;
`

const Body = styled.div`
  max-width: 48rem;
  color: ${color.text};
  p {
    margin: 0 0 ${space.md};
  }
`

function Cta({ label, url }: { label: string; url: string }) {
  const { t } = useTranslation()
  return <ButtonLink href={useHref(url)}>{t(label)}</ButtonLink>
}

export function ContentSection({ heading, paragraphs, cta, tone = 'plain', headingLevel = 2 }: ContentSectionProps) {
  const { t } = useTranslation()
  return (
    <Section data-tone={tone}>
      <Container>
        <Heading as={headingLevel === 1 ? 'h1' : 'h2'}>{t(heading)}</Heading>
        <Body>
          {paragraphs.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </Body>
        {cta && <Cta label={cta.label} url={cta.url} />}
      </Container>
    </Section>
  )
}
