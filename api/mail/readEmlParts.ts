/** The readable parts of a message the outbox wrote (composeEml.ts): its plain text and its HTML. */
export interface EmlParts {
  text?: string
  html?: string
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  // Folded header lines continue with whitespace (RFC 5322 §2.2.3).
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function decode(body: string, encoding: string | undefined): string {
  const kind = encoding?.toLowerCase()
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (kind === 'quoted-printable')
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  return body
}

/**
 * The text and HTML of a multipart/alternative message (or a single-part one). Only what the outbox page shows: the
 * outbox writes these messages itself, so a full MIME parser (mailparser) would be a dependency for nothing.
 */
export function readEmlParts(raw: Buffer | string): EmlParts {
  const message = raw.toString()
  const split = message.search(/\r?\n\r?\n/)
  const headers = headersOf(split < 0 ? message : message.slice(0, split))
  const body = split < 0 ? '' : message.slice(split).replace(/^\r?\n\r?\n/, '')
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  const parts: EmlParts = {}
  const take = (partType: string, encoding: string | undefined, content: string) => {
    if (/^text\/plain/i.test(partType)) parts.text ??= decode(content, encoding)
    else if (/^text\/html/i.test(partType)) parts.html ??= decode(content, encoding)
  }
  if (!boundary) {
    take(type, headers.get('content-transfer-encoding'), body)
    return parts
  }
  for (const section of body.split(`--${boundary}`).slice(1)) {
    if (section.startsWith('--')) break
    const inner = section.replace(/^\r?\n/, '')
    const end = inner.search(/\r?\n\r?\n/)
    if (end < 0) continue
    const partHeaders = headersOf(inner.slice(0, end))
    take(partHeaders.get('content-type') ?? 'text/plain', partHeaders.get('content-transfer-encoding'), inner.slice(end).trim())
  }
  return parts
}
