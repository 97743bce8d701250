import { Container, faqEntriesOf, parseMarkup, RichText, StructuredData, useTranslation } from '../../engine/sdk.ts'
import type { FaqProps } from './props.gen.ts'

/** Questions and answers in the content markup, with FAQPage structured data (https://schema.org/FAQPage). */
export function Faq({ titleHeading, text }: FaqProps) {
  const { t } = useTranslation()
  // The raw bundle value: "{{…}}" are the markup's short codes, not i18next variables.
  const markup = t(text, { skipInterpolation: true })
  const entries = faqEntriesOf(parseMarkup(markup).tree)
  return (
    <Container>
      <RichText markup={markup} titleHeading={titleHeading} />
      {entries.length > 0 && (
        <StructuredData
          value={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: entries.map((entry) => ({
              '@type': 'Question',
              name: entry.question,
              acceptedAnswer: { '@type': 'Answer', text: entry.answer },
            })),
          }}
        />
      )}
    </Container>
  )
}
