/**
 * The app's styles, injected once into the page. Classes start with "phx-" so they cannot collide
 * with the site's; colours come from the site's custom properties, with the brand values as fallback.
 */
export const PHOENIX_CSS = `
[data-micro-app='phoenix'] {
  --phx-primary: var(--color-primary, #ff5f00);
  --phx-on-primary: var(--color-on-primary, #191919);
  --phx-text: var(--color-text, #191919);
  --phx-muted: var(--color-text-muted, #4f4f4f);
  --phx-surface: var(--color-surface, #f4f4f4);
  --phx-border: var(--color-border, #d4d4d4);
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
.phx-filter button { min-height: 40px; padding: 0 16px; border: 1px solid var(--phx-border); border-radius: 999px; background: #fff; color: var(--phx-text); font: inherit; font-size: 0.9375rem; cursor: pointer; }
.phx-filter button:hover { border-color: var(--phx-text); }
.phx-filter button[aria-pressed='true'] { border-color: var(--phx-text); background: var(--phx-text); color: #fff; }
.phx-count { margin: 0 0 12px; color: var(--phx-muted); }
.phx-loading { padding: 48px 0; text-align: center; color: var(--phx-muted); }
.phx-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
.phx-card { display: grid; grid-template-columns: 1fr; border: 1px solid var(--phx-border); border-radius: 8px; overflow: hidden; background: #fff; }
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
.phx-button:hover { background: #ff7a29; }
.phx-button:disabled { opacity: 0.7; cursor: progress; }
.phx-secondary { background: #fff; border: 1px solid var(--phx-text); color: var(--phx-text); }
.phx-secondary:hover { background: var(--phx-surface); }
.phx-notice { margin: 16px 0; padding: 16px 20px; border-radius: 8px; background: #fdecea; color: #5f1410; }
.phx-notice p { margin: 0 0 12px; }
.phx-notice p:last-child { margin: 0; }
.phx-chosen { display: grid; gap: 16px; margin: 0 0 24px; padding: 16px; border: 1px solid var(--phx-border); border-radius: 8px; }
.phx-chosen img { width: 100%; max-width: 320px; height: auto; border-radius: 4px; background: var(--phx-surface); }
.phx-chosen p { margin: 0 0 4px; }
@media (min-width: 780px) { .phx-chosen { grid-template-columns: 280px 1fr; align-items: center; } }
.phx-form { display: grid; gap: 16px; max-width: 640px; }
.phx-field { display: flex; flex-direction: column; gap: 4px; }
.phx-field label { font-weight: 600; font-size: 0.9375rem; }
.phx-field input { min-height: 48px; padding: 8px 16px; border: 1px solid #767676; border-radius: 4px; font: inherit; color: var(--phx-text); background: #fff; }
.phx-field input[aria-invalid='true'] { border-color: #b3261e; }
.phx-problem { margin: 0; color: #b3261e; font-size: 0.875rem; }
.phx-actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: space-between; }
.phx-confirmation { max-width: 720px; margin: 0 auto; padding: 32px 24px; border-radius: 8px; background: var(--phx-surface); text-align: center; }
.phx-confirmation dl { display: grid; grid-template-columns: 1fr; gap: 8px; margin: 24px 0; text-align: start; }
.phx-confirmation dl div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 16px; padding: 8px 0; border-bottom: 1px solid var(--phx-border); }
.phx-confirmation dt { color: var(--phx-muted); }
.phx-confirmation dd { margin: 0; font-weight: 600; }
.phx-confirmation [data-testid='reservation-number'] { font-size: 1.5rem; letter-spacing: 0.08em; font-variant-numeric: tabular-nums; }
`
