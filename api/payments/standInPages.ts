import { formatPrice } from '../../engine/shared/format/formatPrice.ts'
import type { TFunction } from '../../engine/shared/i18n/translate.ts'
import { mailMarketFormats } from '../mail/mailMarketFormats.ts'
import type { PaymentSession } from './paymentProvider.ts'

/**
 * The stand-in provider's pages (served on its own origin by serveStandInProvider.ts): the card form, the 3-D
 * Secure challenge and the "authorised" page. Each carries, on <body>, the session, the site origin its messages go
 * to and its status; standInFrameScript (the page's only script, a file of the provider) posts them to the parent.
 */
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

export type FramePageStatus = 'ready' | 'declined' | 'abandoned' | 'challenge' | 'authorised' | 'invalid' | 'closed'

function page(
  session: PaymentSession,
  locale: string,
  status: FramePageStatus,
  title: string,
  content: string,
  extra: { reason?: string } = {},
) {
  const direction = locale.startsWith('ar') ? 'rtl' : 'ltr'
  return `<!doctype html>
<html lang="${escaped(locale)}" dir="${direction}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escaped(title)}</title>
<link rel="stylesheet" href="/frame.css"><script src="/frame.js" defer></script></head>
<body data-session="${escaped(session.id)}" data-parent-origin="${escaped(session.siteOrigin)}" data-status="${status}"${
    extra.reason ? ` data-reason="${escaped(extra.reason)}"` : ''
  }>
<main>${content}</main>
</body>
</html>
`
}

export function amountText(session: PaymentSession, locale: string): string {
  const [language = 'en', country = 'US'] = locale.split('-')
  return formatPrice(session.amount, { language, country: country.toLowerCase(), formats: mailMarketFormats(country) })
}

/** The card form; after a decline it says why, after an abandoned challenge that nothing happened. */
export function cardFormPage(session: PaymentSession, locale: string, t: TFunction, problem?: 'invalid'): string {
  const status: FramePageStatus = problem
    ? 'invalid'
    : session.status === 'declined'
      ? 'declined'
      : session.status === 'abandoned'
        ? 'abandoned'
        : session.status === 'authorised' || session.status === 'voided'
          ? 'closed'
          : 'ready'
  const notice =
    status === 'invalid'
      ? t('paymentProvider.invalid')
      : status === 'declined'
        ? t('paymentProvider.declined', { reason: t(`paymentProvider.reason.${session.reason ?? 'cardDeclined'}`) })
        : status === 'abandoned'
          ? t('paymentProvider.abandoned')
          : status === 'closed'
            ? t('paymentProvider.closed')
            : ''
  const field = (name: string, label: string, autocomplete: string, attributes: string) =>
    `<label for="${name}">${escaped(label)}</label><input id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="numeric" dir="ltr" required ${attributes}${
      problem ? ' aria-invalid="true" aria-describedby="notice"' : ''
    }>`
  const content = `<p class="brand">${escaped(t('paymentProvider.name'))}</p>
${notice ? `<p id="notice" class="notice" role="alert">${escaped(notice)}</p>` : ''}
${
  status === 'closed'
    ? ''
    : `<form method="post" action="/card" data-card>
<input type="hidden" name="session" value="${escaped(session.id)}">
${field('number', t('paymentProvider.cardNumber'), 'cc-number', 'maxlength="23" placeholder="4242 4242 4242 4242"')}
<div class="row"><div>${field('expiry', t('paymentProvider.expiry'), 'cc-exp', 'maxlength="7"')}</div>
<div>${field('cvc', t('paymentProvider.cvc'), 'cc-csc', 'maxlength="4" placeholder="123"')}</div></div>
<button type="submit">${escaped(t('paymentProvider.pay', { amount: amountText(session, locale) }))}</button>
</form>`
}`
  return page(
    session,
    locale,
    status,
    t('paymentProvider.title'),
    content,
    session.reason && status === 'declined' ? { reason: session.reason } : {},
  )
}

/** The bank's 3-D Secure challenge: confirm, fail or cancel (the three outcomes a test needs). */
export function challengePage(session: PaymentSession, locale: string, t: TFunction): string {
  const button = (answer: string, label: string, className = '') =>
    `<button type="submit" name="answer" value="${answer}"${className ? ` class="${className}"` : ''}>${escaped(label)}</button>`
  const content = `<p class="brand">${escaped(t('paymentProvider.bank'))}</p>
<h1>${escaped(t('paymentProvider.challengeHeading'))}</h1>
<p>${escaped(t('paymentProvider.challengeText', { amount: amountText(session, locale), last4: session.method?.last4 ?? '' }))}</p>
<form method="post" action="/challenge" data-challenge>
<input type="hidden" name="session" value="${escaped(session.id)}">
${button('approve', t('paymentProvider.approve'))}
${button('fail', t('paymentProvider.fail'), 'secondary')}
${button('cancel', t('paymentProvider.cancel'), 'secondary')}
</form>`
  return page(session, locale, 'challenge', t('paymentProvider.challengeHeading'), content)
}

export function authorisedPage(session: PaymentSession, locale: string, t: TFunction): string {
  const content = `<p class="brand">${escaped(t('paymentProvider.name'))}</p><p class="done" role="status">${escaped(
    t('paymentProvider.authorised', { amount: amountText(session, locale) }),
  )}</p>`
  return page(session, locale, 'authorised', t('paymentProvider.title'), content)
}

/**
 * The page's script, served as /frame.js (the provider's CSP allows only its own files): it tells the parent its
 * status, exactly to the site origin the session was opened for, and that the card was sent (the site starts its
 * timeout then). The message carries the session id and a status, never a card detail.
 */
export const STAND_IN_FRAME_SCRIPT = `'use strict';
(function () {
  var body = document.body;
  var parentOrigin = body.getAttribute('data-parent-origin');
  function post(status, reason) {
    var message = { type: 'stand-in-payment', sessionId: body.getAttribute('data-session'), status: status };
    if (reason) message.reason = reason;
    window.parent.postMessage(message, parentOrigin);
  }
  post(body.getAttribute('data-status'), body.getAttribute('data-reason'));
  var form = document.querySelector('form');
  if (!form) return;
  form.addEventListener('submit', function (event) {
    if (form.getAttribute('data-sent')) return event.preventDefault();
    form.setAttribute('data-sent', 'true');
    if (form.hasAttribute('data-card')) post('submitted');
  });
})();
`

export const STAND_IN_FRAME_STYLE = `*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a;background:#fff}
main{padding:12px}
.brand{margin:0 0 8px;font-size:13px;color:#555;font-weight:600}
h1{font-size:18px;margin:0 0 8px}
label{display:block;font-size:14px;font-weight:600;margin:8px 0 4px}
input{width:100%;font:inherit;padding:10px;border:1px solid #767676;border-radius:4px}
input:focus-visible,button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.row{display:flex;gap:12px;align-items:flex-end}.row>div{flex:1}
button{margin-top:12px;width:100%;font:inherit;font-weight:700;padding:12px;border:0;border-radius:4px;background:#1a1a1a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a1a1a;border:1px solid #1a1a1a}
.notice{margin:0 0 8px;padding:8px;border-inline-start:4px solid #b42318;background:#fef3f2;color:#7a271a}
.done{font-weight:700;color:#05603a}
`
