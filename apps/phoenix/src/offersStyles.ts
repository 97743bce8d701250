/**
 * Styles of the offers list (sort, filters, all-in prices, the promotion) and of the funnel's sticky total on
 * small screens; injected beside PHOENIX_CSS. On a phone the first car and its price must show in the first
 * screen (issue 25, item 8): the steps, heading and search summary take less room below 600 px, and a card
 * puts its picture beside the name.
 */
export const OFFERS_CSS = `
.phx-sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.phx-tools { display: grid; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); gap: 8px 12px; margin: 0 0 12px; }
.phx-tools-filters { display: contents; margin: 0; padding: 0; border: 0; }
.phx-tool { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.phx-tool label { font-size: 0.875rem; font-weight: 600; }
.phx-tool select { min-height: 44px; width: 100%; padding: 0 8px; border: 1px solid var(--color-control-border); border-radius: 4px; font: inherit; background: var(--color-background); color: var(--phx-text); }
@media (min-width: 780px) { .phx-tools { grid-template-columns: repeat(4, minmax(0, 14rem)); gap: 8px 16px; } }
.phx-exhausted { margin: 0 0 16px; }
.phx-promo { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; }
.phx-badge { display: inline-block; padding: 2px 8px; border-radius: 4px; background: var(--phx-primary); color: var(--phx-on-primary); font-size: 0.875rem; font-weight: 700; }
.phx-promo s { color: var(--phx-muted); }
.phx-includes { font-size: 0.875rem; color: var(--phx-muted); }
.phx-total { color: var(--phx-text); font-weight: 600; }
@media (max-width: 599.98px) {
  .phx-steps { flex-wrap: nowrap; gap: 4px 12px; margin-bottom: 12px; }
  /* Only the current step keeps its name in sight; the others keep it for screen readers (the text stays in the list). */
  .phx-steps li:not([aria-current]) { font-size: 0; gap: 0; }
  .phx-steps li:not([aria-current]) > span { font-size: 0.8125rem; }
  .phx-offers h1 { font-size: 1.5rem; margin-bottom: 12px; }
  .phx-offers .phx-summary { display: grid; gap: 8px; margin-bottom: 16px; padding: 12px 16px; }
  .phx-offers .phx-summary dl { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 6px 16px; }
  .phx-offers .phx-summary dt { font-size: 0.6875rem; }
  .phx-offers .phx-summary dd { font-size: 0.8125rem; line-height: 1.3; overflow-wrap: anywhere; }
  .phx-card { grid-template-columns: 112px minmax(0, 1fr); }
  .phx-card img { grid-row: 1; margin-block-start: 16px; margin-inline-start: 16px; width: 96px; border-radius: 4px; }
  .phx-card-body { padding: 12px 16px 0 12px; }
  .phx-card-body h3 { font-size: 1.0625rem; margin: 2px 0 4px; }
  .phx-card-body .phx-facts { font-size: 0.8125rem; gap: 2px 10px; margin-bottom: 4px; }
  .phx-card-body .phx-mileage { font-size: 0.8125rem; }
  .phx-card-price { grid-column: 1 / -1; padding: 12px 16px 16px; }
}
/* The funnel's current total stays in sight on a phone, with a link to the full price; the page ends with room for it. */
.phx-price-bar { display: none; }
@media (max-width: 999.98px) {
  .phx-price-bar { position: fixed; inset-inline: 0; bottom: 0; z-index: 10; display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 10px 16px; border-top: 1px solid var(--phx-border); background: var(--color-background); box-shadow: var(--shadow-banner); }
  .phx-price-bar p { margin: 0; display: flex; flex-direction: column; }
  .phx-price-bar p span { font-size: 0.8125rem; color: var(--phx-muted); }
  .phx-price-bar strong { font-size: 1.25rem; font-variant-numeric: tabular-nums; }
  .phx-price-bar a { font-weight: 700; color: var(--phx-text); text-underline-offset: 4px; min-height: 44px; display: inline-flex; align-items: center; }
  [data-micro-app='phoenix']:has(.phx-price-bar) { padding-bottom: 80px; }
  html:has(.phx-price-bar) { scroll-padding-bottom: calc(var(--cookie-banner-space, 0px) + 88px); }
}
`
