import type { IncomingMessage, ServerResponse } from 'node:http'
import { PERMISSIONS_POLICY } from '../../engine/node/delivery/securityHeaders.ts'
import type { PaymentSession } from './paymentProvider.ts'
import { authorisedPage, cardFormPage, challengePage, STAND_IN_FRAME_SCRIPT, STAND_IN_FRAME_STYLE } from './standInPages.ts'
import { answerChallenge, standInProvider, submitCard } from './standInProvider.ts'
import { standInTexts } from './standInTexts.ts'
import { passesLuhn } from './testCards.ts'
import { readSmallForm } from '../http/readSmallForm.ts'

/** The timeout card is never answered; its connection is closed after this long (the site gave up long before). */
const NEVER_ANSWERED_CLOSE_MS = 5 * 60 * 1000

/**
 * The provider's own headers: its pages may be framed only by the site that opened the session (frame-ancestors),
 * run only the provider's own script and post forms only to the provider. Nothing is cached: a page is one session's.
 */
function providerHeaders(frameAncestor: string | undefined, type: string): Record<string, string> {
  return {
    'content-type': type,
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors ${frameAncestor ?? "'none'"}`,
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
  }
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  if (response.headersSent || response.destroyed) return
  response.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) })
  response.end(body)
}

function html(response: ServerResponse, session: PaymentSession, body: string, status = 200) {
  send(response, status, body, providerHeaders(session.siteOrigin, 'text/html; charset=utf-8'))
}

function redirect(response: ServerResponse, session: PaymentSession, path: string) {
  response.writeHead(303, {
    ...providerHeaders(session.siteOrigin, 'text/plain'),
    location: `${path}?session=${encodeURIComponent(session.id)}`,
    'content-length': '0',
  })
  response.end()
}

/** "04/29" or "04 / 2029": the last day of that month has not passed. */
export function expiryOf(text: string, now = new Date()): { valid: boolean; expired: boolean } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text)
  if (!match) return { valid: false, expired: false }
  const month = Number(match[1])
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return { valid: false, expired: false }
  return { valid: true, expired: Date.UTC(year, month, 1) <= now.getTime() }
}

/**
 * Answers a request for the stand-in provider's origin (tools/serve/createSiteServer.ts and the dev server send
 * requests whose Host is the provider's here): GET /card, POST /card, GET and POST /challenge, GET /done, and the
 * page's /frame.js and /frame.css. Never the site's pages or API.
 */
export async function serveStandInProvider(request: IncomingMessage, response: ServerResponse): Promise<void> {
  response.on('error', () => {})
  const url = new URL(`http://provider${request.url?.startsWith('/') ? request.url : '/'}`)
  if (url.pathname === '/frame.js')
    return send(response, 200, STAND_IN_FRAME_SCRIPT, providerHeaders(undefined, 'text/javascript; charset=utf-8'))
  if (url.pathname === '/frame.css') return send(response, 200, STAND_IN_FRAME_STYLE, providerHeaders(undefined, 'text/css; charset=utf-8'))
  const form = request.method === 'POST' ? await readSmallForm(request) : undefined
  const sessionId = (request.method === 'POST' ? form?.get('session') : url.searchParams.get('session')) ?? ''
  const session = standInProvider.session(sessionId)
  if (!session) return send(response, 404, 'Unknown payment session.', providerHeaders(undefined, 'text/plain; charset=utf-8'))
  const { locale, texts } = standInTexts(session.locale)
  const { t } = texts
  const route = `${request.method} ${url.pathname}`
  if (route === 'GET /card') return html(response, session, cardFormPage(session, locale, t))
  if (route === 'GET /challenge')
    return session.status === 'challenge'
      ? html(response, session, challengePage(session, locale, t))
      : redirect(response, session, '/card')
  if (route === 'GET /done')
    return session.status === 'authorised'
      ? html(response, session, authorisedPage(session, locale, t))
      : redirect(response, session, '/card')
  if (route === 'POST /card' && form) {
    const number = (form.get('number') ?? '').replace(/[\s-]/g, '')
    const expiry = expiryOf(form.get('expiry') ?? '')
    const cvc = form.get('cvc') ?? ''
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number) || !expiry.valid || !/^\d{3,4}$/.test(cvc))
      return html(response, session, cardFormPage(session, locale, t, 'invalid'), 400)
    const result = submitCard(session.id, { number, expired: expiry.expired })
    if (result.kind === 'timeout') {
      // The timeout test card: no answer at all, as a provider that hangs; the socket goes when its client does.
      // The site server drops a socket idle for 15 s; this one is meant to hang until the site gives up.
      request.socket.setTimeout(0)
      const timer = setTimeout(() => response.destroy(), NEVER_ANSWERED_CLOSE_MS)
      response.once('close', () => clearTimeout(timer))
      return
    }
    if (result.kind === 'authorised') return redirect(response, session, '/done')
    if (result.kind === 'challenge') return redirect(response, session, '/challenge')
    return redirect(response, session, '/card')
  }
  if (route === 'POST /challenge' && form) {
    const answer = form.get('answer')
    if (answer !== 'approve' && answer !== 'fail' && answer !== 'cancel') return redirect(response, session, '/challenge')
    const result = answerChallenge(session.id, answer)
    return redirect(response, session, result.kind === 'authorised' ? '/done' : '/card')
  }
  send(response, 405, 'Method Not Allowed', { ...providerHeaders(undefined, 'text/plain; charset=utf-8'), allow: 'GET, POST' })
}
