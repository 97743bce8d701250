import { styled } from '@linaria/react'
import { color, Container, radius, space, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import type { ContactDetailsProps } from './props.gen.ts'

const Card = styled.section`
  margin: ${space.lg} 0 0;
  padding: ${space.md} ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  max-width: 40rem;
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space.xs} ${space.md};
    margin: 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

/** How to reach customer support in this market: the phone to call and the address to write to. */
export function ContactDetails({ heading }: ContactDetailsProps) {
  const { t } = useTranslation()
  const { support } = usePageEnv()
  if (!support) return null
  return (
    <Container>
      <Card aria-labelledby="contact-details-heading" data-contact-details>
        <h2 id="contact-details-heading">{t(heading)}</h2>
        <dl>
          <dt>{t('contactDetails.phone')}</dt>
          <dd>
            <a href={`tel:${support.phoneDial}`} dir="ltr">
              {support.phoneDisplay}
            </a>
          </dd>
          <dt>{t('contactDetails.mail')}</dt>
          <dd>
            <a href={`mailto:${support.mail}`}>{support.mail}</a>
          </dd>
        </dl>
      </Card>
    </Container>
  )
}
