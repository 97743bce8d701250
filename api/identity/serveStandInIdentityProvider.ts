import type { IncomingMessage, ServerResponse } from 'node:http'
import { emailProblem, nameProblem } from '../../features/account/index.ts'
import { PERMISSIONS_POLICY } from '../../engine/node/delivery/securityHeaders.ts'
import { standInTexts } from '../payments/standInTexts.ts'
import { CONSENT_STYLE, type ConsentForm, consentPage, requestGonePage } from './consentPage.ts'
import { identityProviderName } from './identityProviderOrigin.ts'
import { answerConsent, pushedRequest } from './standInIdentityProvider.ts'
import { readSmallForm } from '../http/readSmallForm.ts'

/**
 * The provider's own headers: no script at all, styles only its own, nobody may frame it (clickjacking a consent),
 * and a form posts only to the provider, whose answer redirects to the site that pushed the request (Chromium applies
 * form-action to that redirect too, so the site's origin is named).
 */
function providerHeaders(type: string, redirectOrigin?: string): Record<string, string> {
  return {
    'content-type': type,
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      "style-src 'self'",
      `form-action 'self'${redirectOrigin ? ` ${redirectOrigin}` : ''}`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
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

/**
 * Answers a request for the stand-in identity provider's origin (tools/serve/createSiteServer.ts and the dev server
 * send requests whose Host is the provider's here): GET /authorize?request_uri=… (the consent page), POST /authorize
 * (allow or deny: a 303 back to the site's page with ?code=…&state=… or ?error=access_denied&state=…), /consent.css.
 */
export async function serveStandInIdentityProvider(request: IncomingMessage, response: ServerResponse): Promise<void> {
  response.on('error', () => {})
  const url = new URL(`http://provider${request.url?.startsWith('/') ? request.url : '/'}`)
  if (url.pathname === '/consent.css') return send(response, 200, CONSENT_STYLE, providerHeaders('text/css; charset=utf-8'))
  if (url.pathname !== '/authorize' || (request.method !== 'GET' && request.method !== 'POST'))
    return send(response, url.pathname === '/authorize' ? 405 : 404, 'Not Found', providerHeaders('text/plain; charset=utf-8'))
  const form = request.method === 'POST' ? await readSmallForm(request) : undefined
  const requestUri = (form ? form.get('request_uri') : url.searchParams.get('request_uri')) ?? ''
  const pushed = pushedRequest(requestUri)
  const provider = identityProviderName()
  const html = 'text/html; charset=utf-8'
  if (!pushed) {
    const { locale, texts } = standInTexts('en-US', 'identityProvider')
    return send(response, 404, requestGonePage(provider, locale, texts.t), providerHeaders(html))
  }
  const redirectOrigin = new URL(pushed.redirectUri).origin
  const { locale, texts } = standInTexts(pushed.locale, 'identityProvider')
  const consent = { ...pushed, requestUri }
  if (!form) return send(response, 200, consentPage(consent, provider, locale, texts.t), providerHeaders(html, redirectOrigin))
  const person: ConsentForm = {
    email: (form.get('email') ?? '').trim(),
    firstName: (form.get('firstName') ?? '').trim(),
    lastName: (form.get('lastName') ?? '').trim(),
  }
  const allow = form.get('decision') === 'allow'
  if (allow && (emailProblem(person.email) || nameProblem(person.firstName) || nameProblem(person.lastName)))
    return send(response, 400, consentPage(consent, provider, locale, texts.t, person, true), providerHeaders(html, redirectOrigin))
  const location = answerConsent(requestUri, allow ? { allow: true, person } : { allow: false })
  if (!location) return send(response, 404, requestGonePage(provider, locale, texts.t), providerHeaders(html))
  response.writeHead(303, { ...providerHeaders('text/plain', redirectOrigin), location, 'content-length': '0' })
  response.end()
}
