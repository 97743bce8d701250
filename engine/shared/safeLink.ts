/**
 * The one rule for a link a document gives: a schema field of type safeUrl (schemas/common.schema.json, checked
 * through the "safe-link" format), a link in the content markup (SPEC §5, engine/markup/linkUrl.ts), and anything else
 * that puts a document's URL into an href. Allowed: "page:<page id>" (or "page:<page id>/<item key>" for an item of a
 * generated page, as page.schema.json "generate" documents it) with an optional "#anchor", "/path" (not "//host"),
 * "#anchor", "https://…", "http://…", "mailto:…" and "tel:" with digits.
 *
 * Refused anywhere in a link: whitespace, backslashes and control characters (C0, DEL and C1). Browsers drop tabs and
 * line breaks from a URL and read "\" as "/", so "/\evil.example/" or "/\t/evil.example" would be followed as
 * "//evil.example/", another site; javascript:, data: and every scheme not listed above are refused by their form.
 */
const SAFE_CHARACTER = String.raw`[^\s\\\u0000-\u001f\u007f-\u009f]`

const SAFE_LINK = new RegExp(
  [
    `page:[a-z0-9-]+(/[a-z0-9-]+)?(#${SAFE_CHARACTER}*)?`,
    `/(?!/)${SAFE_CHARACTER}*`,
    `#${SAFE_CHARACTER}*`,
    `https?://${SAFE_CHARACTER}+`,
    `mailto:${SAFE_CHARACTER}+`,
    String.raw`tel:\+?[0-9 ()-]+`,
  ]
    .map((form) => `^${form}$`)
    .join('|'),
)

/** Whether a visitor can safely follow `url` as a document gives it (see above); "page:" links still need a page. */
export function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(url)
}
