import { scriptJson } from '../scriptJson.ts'

/** schema.org data for search engines (https://schema.org): one JSON-LD script, safe for any text inside. */
export function StructuredData({ value }: { value: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD needs a script's raw text, and scriptJson escapes "<", so no value can end the script
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(value) }} />
}
