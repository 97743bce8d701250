/**
 * The styles of the rate choice, the card step and the confirmation's payment rows (PaymentAndTerms.tsx,
 * CardPayment.tsx, Confirmation.tsx), beside the app's PHOENIX_CSS and adopted with it (main.tsx).
 */
export const PAYMENT_CSS = `
.phx-rate > span { min-width: 0; }
.phx-rate-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; }
.phx-choice .phx-rate-head strong { color: var(--phx-text); font-size: 1rem; }
.phx-choice .phx-rate-saving { color: var(--phx-text); font-weight: 600; }
.phx-rate-terms { display: flex; flex-direction: column; gap: 2px; margin-top: 4px; }
.phx-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.phx-pay { margin: 0 0 24px; padding: 16px; border: 1px solid var(--phx-border); border-radius: 8px; background: var(--phx-surface); }
.phx-pay h2 { margin: 0 0 8px; font-size: 1.25rem; }
.phx-pay p { margin: 0 0 12px; }
.phx-pay-frame { display: block; width: 100%; min-height: 360px; border: 1px solid var(--phx-border); border-radius: 4px; background: var(--color-background); }
.phx-pay-status { font-weight: 600; }
.phx-confirmation .phx-terms-list { margin: 0; padding-inline-start: 20px; }
`
