import { scriptJson } from '../scriptJson.ts'

/** schema.org data for search engines (https://schema.org): one JSON-LD script, safe for any text inside. */
export function StructuredData({ value }: { value: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(value) }} />
}
