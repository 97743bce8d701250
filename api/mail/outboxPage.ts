import { listOutbox, readOutboxMessage, readOutboxRecord, type OutboxRecord } from './outboxFiles.ts'
import { readEmlParts } from './readEmlParts.ts'
import { escapeHtml as e } from './renderMailHtml.ts'

/** Where the development page listing the outbox is served (npm run dev, npm run serve). */
export const OUTBOX_PAGE_PATH = '/_dev/outbox/'

export interface OutboxPageRequest {
  method: string
  /** The URL path, such as "/_dev/outbox/". */
  path: string
  /** The socket's peer address (never a forwarded one: a proxy in front must not open the page to the world). */
  remoteAddress: string | undefined
  /**
   * The request came through a proxy (it carries X-Forwarded-For, Forwarded or X-Real-IP): a proxy on this machine
   * makes every visitor a loopback peer, so a forwarded request is never the developer's own browser.
   */
  forwarded?: boolean
}

export interface OutboxPageAnswer {
  status: number
  headers: Record<string, string>
  body: string | Buffer
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/** A client on this machine: the page shows other people's mails and reset links, for the developer only. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address)
}

// The page runs no script and has no inline style: it keeps to the site's strict CSP, and says its own stricter one.
const PAGE_POLICY = "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
const STYLESHEET = 'outbox.css'
/** A few rules so the list and the text read well; a file, since the CSP allows no inline style. */
const STYLES = `body { margin: 0 auto; max-width: 72rem; padding: 1rem; font: 15px/1.5 system-ui, sans-serif; color: #1a1a1a }
table { border-collapse: collapse; width: 100% }
caption { text-align: start; font-weight: bold; padding: 0.5rem 0 }
th, td { text-align: start; padding: 0.4rem 0.6rem; border-bottom: 1px solid #ddd; vertical-align: top }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem }
dt { font-weight: bold }
dd { margin: 0; overflow-wrap: anywhere }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f6f6; padding: 1rem; border-radius: 4px }
a { color: #0645ad }
`
// A mail's HTML part has inline styles (mail programs keep only those) and no script; sandboxed like a mail program shows it.
const MAIL_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox allow-popups allow-popups-to-escape-sandbox"

const html = (status: number, body: string, policy = PAGE_POLICY): OutboxPageAnswer => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  },
  body,
})

const notFound = (): OutboxPageAnswer => ({
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: 'Not Found',
})

function document(title: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(title)}</title><link rel="stylesheet" href="${OUTBOX_PAGE_PATH}${STYLESHEET}"></head>
<body>
<main>
${main}
</main>
</body>
</html>
`
}

/** Plain text with its http(s) addresses as links (a verification link is followed from here). */
function linkedText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((piece, index) => (index % 2 === 1 ? `<a href="${e(piece)}">${e(piece)}</a>` : e(piece)))
    .join('')
}

const STATUS_TEXT: Record<OutboxRecord['status'], string> = { written: 'written', pending: 'pending (relay retried)', sent: 'sent' }

function listPage(dir: string): string {
  const records = listOutbox(dir)
  const rows = records
    .map(
      (record) => `<tr>
<td><time datetime="${e(record.createdAt)}">${e(record.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></td>
<td>${e(record.to)}</td>
<td lang="${e(record.locale)}" dir="auto"><a href="${OUTBOX_PAGE_PATH}${e(record.name)}/">${e(record.subject)}</a></td>
<td>${e(record.kind)}</td>
<td>${e(record.locale)}</td>
<td>${e(STATUS_TEXT[record.status] ?? record.status)}</td>
</tr>`,
    )
    .join('\n')
  return document(
    `Outbox (${records.length})`,
    `<h1>Outbox</h1>
<p>Mails the reference API wrote to <code>${e(dir)}</code>, newest first (${records.length}). Set by MAIL_OUTBOX_DIR; this page is off with MAIL_OUTBOX_PAGE=off.</p>
${
  records.length === 0
    ? '<p>No mail yet.</p>'
    : `<table>
<caption>Mails in the outbox</caption>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Locale</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}`,
  )
}

function mailPage(record: OutboxRecord, raw: Buffer): string {
  const parts = readEmlParts(raw)
  const base = `${OUTBOX_PAGE_PATH}${e(record.name)}`
  const facts: [string, string][] = [
    ['Time', record.createdAt],
    ['To', record.to],
    ['Kind', record.kind],
    ['Locale', record.locale],
    ['Status', STATUS_TEXT[record.status] ?? record.status],
    ['Relay attempts', String(record.attempts)],
    ...(record.lastError ? ([['Last error', record.lastError]] as [string, string][]) : []),
    ...(record.nextAttemptAt && record.status === 'pending' ? ([['Next attempt', record.nextAttemptAt]] as [string, string][]) : []),
    ['Message-ID', record.messageId],
  ]
  return document(
    record.subject,
    `<p><a href="${OUTBOX_PAGE_PATH}">← Outbox</a></p>
<h1 lang="${e(record.locale)}" dir="auto">${e(record.subject)}</h1>
<dl>
${facts.map(([label, value]) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`).join('\n')}
</dl>
<p><a href="${base}/html">HTML part</a> · <a href="${base}.eml" download="${e(record.name)}.eml">Message (.eml)</a></p>
<h2>Plain text</h2>
<pre lang="${e(record.locale)}" dir="auto">${linkedText(parts.text ?? '')}</pre>`,
  )
}

/**
 * The outbox page for a request under /_dev/outbox, or undefined for any other path. Only for a loopback client and
 * while MAIL_OUTBOX_PAGE is not "off"; anyone else gets 404, as if there were no such page. Pages: the list
 * (/_dev/outbox/), one mail with its plain text (…/<name>/), its HTML part (…/<name>/html) and the message (…/<name>.eml).
 */
export function outboxPageAnswer(
  request: OutboxPageRequest,
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): OutboxPageAnswer | undefined {
  const path = request.path
  if (path !== OUTBOX_PAGE_PATH.slice(0, -1) && !path.startsWith(OUTBOX_PAGE_PATH)) return undefined
  if (env.MAIL_OUTBOX_PAGE?.trim().toLowerCase() === 'off' || request.forwarded || !isLoopbackAddress(request.remoteAddress))
    return notFound()
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }, body: 'Method Not Allowed' }
  if (path === OUTBOX_PAGE_PATH.slice(0, -1)) return { status: 301, headers: { location: OUTBOX_PAGE_PATH }, body: '' }
  const rest = path.slice(OUTBOX_PAGE_PATH.length)
  if (rest === '') return html(200, listPage(dir))
  if (rest === STYLESHEET)
    return {
      status: 200,
      headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
      body: STYLES,
    }
  const match = /^([0-9A-Za-z-]+)(\/|\/html|\.eml)$/.exec(rest)
  const record = match && readOutboxRecord(dir, match[1]!)
  const raw = match && readOutboxMessage(dir, match[1]!)
  if (!match || !record || !raw) return notFound()
  if (match[2] === '.eml')
    return {
      status: 200,
      headers: { 'content-type': 'message/rfc822', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
      body: raw,
    }
  if (match[2] === '/html') return html(200, readEmlParts(raw).html ?? '', MAIL_POLICY)
  return html(200, mailPage(record, raw))
}
