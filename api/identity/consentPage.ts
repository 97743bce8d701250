import type { TFunction } from '../../engine/shared/i18n/translate.ts'
import type { AuthorizationRequest } from './identityProvider.ts'

/**
 * The stand-in identity provider's pages (served on its own origin by serveStandInIdentityProvider.ts): the consent
 * page, where the visitor says who they are at the provider and allows or refuses, and the page of a request that is
 * no longer good. No script: plain forms, so the provider's policy is script-src 'none'.
 */
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function page(locale: string, title: string, content: string): string {
  const direction = locale.startsWith('ar') ? 'rtl' : 'ltr'
  return `<!doctype html>
<html lang="${escaped(locale)}" dir="${direction}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escaped(title)}</title>
<link rel="stylesheet" href="/consent.css"></head>
<body><main>${content}</main></body>
</html>
`
}

export interface ConsentForm {
  email: string
  firstName: string
  lastName: string
}

/** The consent page; `invalid` after a form whose email or names the provider refused (the values kept). */
export function consentPage(
  request: AuthorizationRequest & { requestUri: string },
  provider: string,
  locale: string,
  t: TFunction,
  form: ConsentForm = { email: '', firstName: '', lastName: '' },
  invalid = false,
): string {
  const field = (name: keyof ConsentForm, label: string, type: string, autocomplete: string) =>
    `<label for="${name}">${escaped(label)}</label><input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" maxlength="254" value="${escaped(form[name])}"${
      invalid ? ' aria-describedby="notice"' : ''
    }>`
  const content = `<p class="brand">${escaped(provider)}</p>
<h1>${escaped(t('identityProvider.heading', { provider }))}</h1>
<p>${escaped(t('identityProvider.asks', { site: request.clientName }))}</p>
<p class="hint">${escaped(t('identityProvider.standIn'))}</p>
${invalid ? `<p id="notice" class="notice" role="alert">${escaped(t('identityProvider.invalid'))}</p>` : ''}
<form method="post" action="/authorize" data-consent>
<input type="hidden" name="request_uri" value="${escaped(request.requestUri)}">
${field('email', t('identityProvider.email'), 'email', 'email')}
${field('firstName', t('identityProvider.firstName'), 'text', 'given-name')}
${field('lastName', t('identityProvider.lastName'), 'text', 'family-name')}
<button type="submit" name="decision" value="allow">${escaped(t('identityProvider.allow', { site: request.clientName }))}</button>
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>${escaped(t('identityProvider.deny'))}</button>
</form>`
  return page(locale, t('identityProvider.heading', { provider }), content)
}

/** A request that expired, was answered already or never existed: nothing to send back, the visitor starts again. */
export function requestGonePage(provider: string, locale: string, t: TFunction): string {
  const content = `<p class="brand">${escaped(provider)}</p>
<h1>${escaped(t('identityProvider.goneHeading'))}</h1>
<p role="alert">${escaped(t('identityProvider.gone'))}</p>`
  return page(locale, t('identityProvider.goneHeading'), content)
}

export const CONSENT_STYLE = `*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,sans-serif;color:#1a1a1a;background:#f4f5f7}
main{max-width:28rem;margin:32px auto;padding:24px;background:#fff;border-radius:8px}
.brand{margin:0 0 8px;font-size:14px;color:#4b5563;font-weight:700}
h1{font-size:22px;margin:0 0 12px}
.hint{font-size:14px;color:#4b5563}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input{width:100%;font:inherit;min-height:44px;padding:8px 10px;border:1px solid #767676;border-radius:4px}
input:focus-visible,button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
button{display:block;margin-top:16px;width:100%;min-height:48px;font:inherit;font-weight:700;padding:12px;border:0;border-radius:4px;background:#1a1a1a;color:#fff;cursor:pointer}
button.secondary{margin-top:8px;background:#fff;color:#1a1a1a;border:1px solid #1a1a1a}
.notice{padding:8px 12px;border-inline-start:4px solid #b42318;background:#fef3f2;color:#7a271a}
`
