import { Container, RichText, useTranslation } from '../../engine/sdk.ts'
import type { RichTextProps } from './props.gen.ts'

/** A text in the content markup, taken from the translation bundles so each language writes its own. */
export function RichTextBlock({ titleHeading, text }: RichTextProps) {
  const { t } = useTranslation()
  // The raw bundle value: "{{…}}" are the markup's short codes, not i18next variables.
  return (
    <Container>
      <RichText markup={t(text, { skipInterpolation: true })} titleHeading={titleHeading} />
    </Container>
  )
}
