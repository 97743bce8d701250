/** HTML and XML text or a double- or single-quoted attribute value: every character that could end one is escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** A piece of HTML or XML made by `markup`: every value inside it was escaped. */
export class EscapedMarkup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text
  }
}

type MarkupValue = string | number | EscapedMarkup | EscapedMarkup[]

/**
 * A template tag for small pieces of HTML or XML: each value is escaped unless it is markup this tag made.
 * Values from documents (an origin, a slug) can then never close an attribute or open an element.
 */
export function markup(strings: TemplateStringsArray, ...values: MarkupValue[]): EscapedMarkup {
  const escaped = (value: MarkupValue): string =>
    Array.isArray(value)
      ? value.map((item) => item.text).join('')
      : value instanceof EscapedMarkup
        ? value.text
        : escapeMarkup(String(value))
  return new EscapedMarkup(
    strings.reduce((result, text, index) => result + text + (index < values.length ? escaped(values[index]) : ''), ''),
  )
}
