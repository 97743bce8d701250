/**
 * The app's styles, injected once into the page. Classes start with "phx-" so they cannot collide
 * with the site's; colours come only from the site's custom properties (engine/theme/tokens.ts): the app is always mounted into a page that declares them.
 */
export const PHOENIX_CSS = `
[data-micro-app='phoenix'] {
  --phx-primary: var(--color-primary);
  --phx-on-primary: var(--color-on-primary);
  --phx-text: var(--color-text);
  --phx-muted: var(--color-text-muted);
  --phx-surface: var(--color-surface);
  --phx-border: var(--color-border);
  color: var(--phx-text);
}
[data-micro-app='phoenix'] h1 { margin: 0 0 16px; font-size: clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem); line-height: 1.15; }
[data-micro-app='phoenix'] h1:focus { outline: none; }
[data-micro-app='phoenix'] h2 { margin: 4px 0 8px; font-size: 1.25rem; }
[data-micro-app='phoenix'] h3 { margin: 4px 0 8px; font-size: 1.25rem; }
.phx-summary { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px 24px; margin: 0 0 24px; padding: 16px 20px; border-radius: 8px; background: var(--phx-surface); }
.phx-summary p { margin: 0; }
.phx-summary dl { display: flex; flex-wrap: wrap; gap: 8px 32px; margin: 0; }
.phx-summary dt { font-size: 0.8125rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--phx-muted); }
.phx-summary dd { margin: 0; font-weight: 600; }
.phx-summary a:not(.phx-button) { font-weight: 700; text-underline-offset: 4px; min-height: 24px; display: inline-flex; align-items: center; }
.phx-filter { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 16px; }
.phx-filter button { min-height: 40px; padding: 0 16px; border: 1px solid var(--phx-border); border-radius: 999px; background: var(--color-background); color: var(--phx-text); font: inherit; font-size: 0.9375rem; cursor: pointer; }
.phx-filter button:hover { border-color: var(--phx-text); }
.phx-filter button[aria-pressed='true'] { border-color: var(--phx-text); background: var(--phx-text); color: var(--color-background); }
.phx-count { margin: 0 0 12px; color: var(--phx-muted); }
.phx-loading { padding: 48px 0; text-align: center; color: var(--phx-muted); }
.phx-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
.phx-card { display: grid; grid-template-columns: 1fr; border: 1px solid var(--phx-border); border-radius: 8px; overflow: hidden; background: var(--color-background); }
.phx-card img { display: block; width: 100%; height: auto; aspect-ratio: 480 / 300; background: var(--phx-surface); }
.phx-card-body { padding: 16px 20px 0; min-width: 0; }
.phx-card-price { padding: 16px 20px 20px; display: flex; flex-direction: column; gap: 4px; }
.phx-card-price p { margin: 0; }
.phx-card-price strong { font-size: 1.5rem; }
.phx-card-price .phx-button { margin-top: 8px; white-space: nowrap; }
@media (min-width: 780px) {
  .phx-card { grid-template-columns: 240px minmax(0, 1fr) 280px; align-items: center; }
  .phx-card img { height: 100%; object-fit: cover; }
  .phx-card-body { padding: 16px 20px; }
  .phx-card-price { padding: 16px 20px; border-inline-start: 1px solid var(--phx-border); align-self: stretch; justify-content: center; }
}
.phx-category { margin: 0; font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--phx-muted); }
.phx-facts { list-style: none; margin: 0 0 8px; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; color: var(--phx-muted); font-size: 0.9375rem; }
.phx-mileage { margin: 0; font-size: 0.9375rem; }
.phx-total { color: var(--phx-muted); font-size: 0.9375rem; }
.phx-button { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 8px 24px; border: 0; border-radius: 4px; background: var(--phx-primary); color: var(--phx-on-primary); font: inherit; font-weight: 700; text-decoration: none; cursor: pointer; }
.phx-button:hover { background: var(--color-primary-hover); }
.phx-button:disabled { opacity: 0.7; cursor: progress; }
.phx-secondary { background: var(--color-background); border: 1px solid var(--phx-text); color: var(--phx-text); }
.phx-secondary:hover { background: var(--phx-surface); }
.phx-notice { margin: 16px 0; padding: 16px 20px; border-radius: 8px; background: var(--color-danger-surface); color: var(--color-on-danger-surface); }
.phx-notice p { margin: 0 0 12px; }
.phx-notice p:last-child { margin: 0; }
.phx-nearby { margin: 0 0 16px; padding-left: 20px; }
.phx-nearby li { margin: 0 0 8px; }
.phx-nearby a { color: inherit; font-weight: 700; }
.phx-chosen { display: grid; gap: 16px; margin: 0 0 24px; padding: 16px; border: 1px solid var(--phx-border); border-radius: 8px; }
.phx-chosen img { width: 100%; max-width: 320px; height: auto; border-radius: 4px; background: var(--phx-surface); }
.phx-chosen p { margin: 0 0 4px; }
@media (min-width: 780px) { .phx-chosen { grid-template-columns: 280px 1fr; align-items: center; } }
.phx-form { display: grid; gap: 16px; max-width: 640px; }
.phx-field { display: flex; flex-direction: column; gap: 4px; }
.phx-field label { font-weight: 600; font-size: 0.9375rem; }
.phx-field input { min-height: 48px; padding: 8px 16px; border: 1px solid var(--color-control-border); border-radius: 4px; font: inherit; color: var(--phx-text); background: var(--color-background); }
.phx-field input[aria-invalid='true'] { border-color: var(--color-danger); }
.phx-problem { margin: 0; color: var(--color-danger); font-size: 0.875rem; }
.phx-actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: space-between; }
.phx-confirmation { max-width: 720px; margin: 0 auto; padding: 32px 24px; border-radius: 8px; background: var(--phx-surface); text-align: center; }
.phx-confirmation > dl { display: grid; grid-template-columns: 1fr; gap: 8px; margin: 24px 0; text-align: start; }
.phx-confirmation > dl > div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 16px; padding: 8px 0; border-bottom: 1px solid var(--phx-border); }
.phx-confirmation > dl dt { color: var(--phx-muted); }
.phx-confirmation > dl dd { margin: 0; font-weight: 600; }
.phx-confirmation [data-testid='reservation-number'] { font-size: 1.5rem; letter-spacing: 0.08em; font-variant-numeric: tabular-nums; }
.phx-steps { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 20px; margin: 0 0 20px; padding: 0; font-size: 0.9375rem; color: var(--phx-muted); }
.phx-steps li { display: inline-flex; align-items: center; gap: 8px; }
.phx-steps li > span { display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: 50%; border: 1px solid var(--phx-muted); font-size: 0.8125rem; font-weight: 700; }
.phx-steps li[aria-current='step'] { color: var(--phx-text); font-weight: 700; }
.phx-steps li[aria-current='step'] > span { background: var(--phx-text); border-color: var(--phx-text); color: var(--color-background); }
.phx-steps li[data-done] > span { background: var(--phx-surface); }
.phx-info { margin: 0 0 16px; padding: 12px 16px; border-inline-start: 4px solid var(--phx-text); border-radius: 4px; background: var(--phx-surface); }
.phx-columns { display: grid; gap: 24px; margin: 0 0 24px; }
.phx-columns > * { min-width: 0; }
/* On the driver step a narrow screen shows the full price before the form, not after the button that books. */
@media (max-width: 999px) { .phx-price-first > .phx-price { order: -1; } }
@media (min-width: 1000px) { .phx-columns { grid-template-columns: minmax(0, 1fr) 360px; align-items: start; } .phx-columns > .phx-price { position: sticky; top: calc(var(--menu-bar-height, 0px) + 16px); } }
.phx-choices { margin: 0 0 24px; padding: 0; border: 0; display: grid; gap: 8px; }
.phx-choices legend { margin: 0 0 8px; padding: 0; font-size: 1.25rem; font-weight: 700; }
.phx-choice { display: grid; grid-template-columns: auto minmax(0, 1fr); align-items: center; gap: 4px 12px; padding: 12px 16px; border: 1px solid var(--phx-border); border-radius: 8px; background: var(--color-background); cursor: pointer; }
.phx-choice:has(input:checked) { border-color: var(--phx-text); box-shadow: inset 0 0 0 1px var(--phx-text); }
.phx-choice input[type='radio'], .phx-choice input[type='checkbox'], .phx-terms input { width: 24px; height: 24px; margin: 0; accent-color: var(--phx-text); }
.phx-choice select { min-height: 44px; min-width: 64px; padding: 0 8px; border: 1px solid var(--color-control-border); border-radius: 4px; font: inherit; background: var(--color-background); color: var(--phx-text); }
.phx-choice > span:not(.phx-choice-price), .phx-choice label { display: flex; flex-direction: column; gap: 2px; cursor: pointer; }
.phx-choice span span, .phx-choice label span { color: var(--phx-muted); font-size: 0.9375rem; }
.phx-choice-price { grid-column: 2; font-weight: 600; }
@media (min-width: 600px) { .phx-choice { grid-template-columns: auto minmax(0, 1fr) auto; } .phx-choice-price { grid-column: auto; text-align: end; } }
.phx-price { padding: 20px; border-radius: 8px; background: var(--phx-surface); text-align: start; }
.phx-price h2 { margin: 0 0 12px; }
.phx-price dl { display: grid; gap: 0; margin: 0; }
.phx-price dl div { display: flex; justify-content: space-between; gap: 16px; padding: 8px 0; border-bottom: 1px solid var(--phx-border); }
.phx-price dt { color: var(--phx-text); }
.phx-price dd { margin: 0; font-variant-numeric: tabular-nums; white-space: nowrap; }
.phx-price .phx-price-total { font-size: 1.25rem; font-weight: 700; border-bottom: 0; }
.phx-price .phx-price-total dt { color: var(--phx-text); }
.phx-price .phx-price-total + div { font-size: 0.9375rem; color: var(--phx-muted); border-bottom: 0; padding-top: 0; }
.phx-deposit { margin: 12px 0 0; font-size: 0.9375rem; color: var(--phx-muted); }
.phx-terms { display: grid; grid-template-columns: auto minmax(0, 1fr); align-items: center; gap: 8px 12px; }
.phx-terms label { font-weight: 600; }
.phx-terms a, .phx-terms .phx-problem { grid-column: 2; }
.phx-terms a { font-weight: 700; text-underline-offset: 4px; min-height: 24px; display: inline-flex; align-items: center; color: var(--phx-text); }
.phx-actions-center { justify-content: center; margin-top: 24px; }
.phx-confirmation .phx-price { margin-top: 24px; padding: 0; background: transparent; }
`
