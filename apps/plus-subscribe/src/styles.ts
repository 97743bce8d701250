/**
 * The app's styles, adopted once by the document. Classes start with "ps-" so they cannot collide with the site's;
 * colours come only from the site's custom properties (engine/theme/tokens.ts), as in the other apps.
 */
export const PLUS_SUBSCRIBE_CSS = `
[data-micro-app='plus-subscribe'] {
  --ps-primary: var(--color-primary);
  --ps-on-primary: var(--color-on-primary);
  --ps-text: var(--color-text);
  --ps-muted: var(--color-text-muted);
  --ps-surface: var(--color-surface);
  --ps-border: var(--color-border);
  color: var(--ps-text);
  overflow-wrap: anywhere;
}
[data-micro-app='plus-subscribe'] h1 { margin: 0 0 16px; font-size: clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem); line-height: 1.15; }
[data-micro-app='plus-subscribe'] h2 { margin: 0 0 12px; font-size: 1.375rem; }
[data-micro-app='plus-subscribe'] h3 { margin: 0 0 4px; font-size: 1.125rem; }
[data-micro-app='plus-subscribe'] :is(h1, h2):focus { outline: none; }
[data-micro-app='plus-subscribe'] p { margin: 0 0 12px; }
.ps-app { display: grid; gap: 16px; }
.ps-steps { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; padding: 0; list-style: none; color: var(--ps-muted); }
.ps-steps li { display: flex; align-items: center; gap: 8px; }
.ps-steps li[aria-current='step'] { color: var(--ps-text); font-weight: 700; }
.ps-step-number { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 50%; border: 2px solid currentColor; font-size: 0.875rem; }
.ps-layout { display: grid; gap: 24px; }
@media (min-width: 960px) { .ps-layout { grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr); align-items: start; } .ps-price { position: sticky; top: 96px; } }
.ps-form { display: grid; gap: 20px; padding: 24px; border-radius: 8px; background: var(--ps-surface); min-width: 0; }
@media (max-width: 499px) { .ps-form { padding: 16px; } }
.ps-choices { display: grid; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
.ps-choices legend { margin: 0 0 8px; padding: 0; font-weight: 700; }
.ps-choice { display: flex; align-items: flex-start; gap: 12px; padding: 12px 16px; border: 1px solid var(--color-control-border); border-radius: 4px; background: var(--color-background); cursor: pointer; }
.ps-choice:has(input:checked) { border: 2px solid var(--ps-text); padding: 11px 15px; }
.ps-choice input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; accent-color: var(--ps-text); }
.ps-choice small { display: block; color: var(--ps-muted); font-size: 0.875rem; }
.ps-terms .ps-choice { border: 0; padding: 0; background: none; }
.ps-terms .ps-choice:has(input:checked) { border: 0; padding: 0; }
.ps-terms a { display: inline-block; margin: 8px 0 0 32px; color: inherit; font-weight: 700; }
.ps-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.ps-field label { font-weight: 600; font-size: 0.9375rem; }
.ps-field input, .ps-field select { min-height: 48px; padding: 8px 16px; border: 1px solid var(--color-control-border); border-radius: 4px; font: inherit; color: var(--ps-text); background: var(--color-background); min-width: 0; }
.ps-field :is(input, select)[aria-invalid='true'] { border-color: var(--color-danger); border-width: 2px; }
.ps-address, .ps-pair { display: grid; gap: 16px; }
@media (min-width: 650px) { .ps-pair { grid-template-columns: 1fr 1fr; } .ps-address { grid-template-columns: 2fr 1fr; } .ps-address .ps-field:first-child { grid-column: 1 / -1; } }
.ps-hint { margin: 0 !important; color: var(--ps-muted); font-size: 0.875rem; }
.ps-problem { margin: 4px 0 0 !important; color: var(--color-danger); font-size: 0.875rem; font-weight: 600; }
.ps-benefit { margin: 0 !important; padding: 12px 16px; border-left: 4px solid var(--ps-primary); background: var(--color-background); font-weight: 600; }
.ps-actions { display: flex; flex-wrap: wrap; gap: 12px; }
.ps-button { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 8px 24px; border: 0; border-radius: 4px; background: var(--ps-primary); color: var(--ps-on-primary); font: inherit; font-weight: 700; text-decoration: none; cursor: pointer; }
.ps-button:hover { background: var(--color-primary-hover); }
.ps-button:disabled { opacity: 0.7; cursor: progress; }
.ps-button:focus-visible, [data-micro-app='plus-subscribe'] a:focus-visible, .ps-choice:has(input:focus-visible) { outline: 3px solid var(--ps-text); outline-offset: 2px; }
.ps-secondary { background: var(--color-background); border: 1px solid var(--ps-text); color: var(--ps-text); }
.ps-secondary:hover { background: var(--ps-surface); }
.ps-notice { padding: 16px 20px; border-radius: 8px; background: var(--color-danger-surface); color: var(--color-on-danger-surface); }
.ps-notice p:last-child { margin: 0; }
.ps-price { padding: 24px; border: 1px solid var(--ps-border); border-radius: 8px; background: var(--color-background); }
.ps-price-title { font-weight: 700; }
.ps-price dl, .ps-facts { display: grid; gap: 8px; margin: 0 0 16px; }
.ps-price dl > div, .ps-facts > div { display: flex; justify-content: space-between; gap: 16px; }
/* A label keeps its words whole; the value beside it wraps instead (a long address, a term). */
.ps-price dt, .ps-facts dt { flex: 0 1 auto; color: var(--ps-muted); overflow-wrap: normal; }
.ps-price dd, .ps-facts dd { flex: 1 1 50%; min-width: 0; margin: 0; font-weight: 600; text-align: end; }
.ps-price-total { padding-top: 8px; border-top: 1px solid var(--ps-border); font-size: 1.125rem; }
.ps-price-total dt { color: var(--ps-text) !important; font-weight: 700; }
.ps-price-campaign dd { color: var(--ps-text); }
.ps-price-due { padding-top: 8px; border-top: 1px solid var(--ps-border); }
.ps-offers ul { display: grid; gap: 16px; margin: 0 0 16px; padding: 0; list-style: none; }
@media (min-width: 780px) { .ps-offers ul { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 1280px) { .ps-offers ul { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.ps-offer { display: grid; gap: 12px; align-content: start; padding: 16px; border: 1px solid var(--ps-border); border-radius: 8px; }
.ps-offer img { width: 100%; height: auto; aspect-ratio: 8 / 5; object-fit: cover; border-radius: 4px; background: var(--ps-surface); }
.ps-confirmation { display: grid; gap: 8px; max-width: 720px; }
.ps-reference { font-size: 1.25rem; font-weight: 700; }
.ps-facts { padding: 16px 20px; border: 1px solid var(--ps-border); border-radius: 8px; }
.ps-links { display: flex; flex-wrap: wrap; align-items: center; gap: 16px 24px; }
.ps-links a:not(.ps-button) { color: inherit; font-weight: 700; }
.ps-status { color: var(--ps-muted); }
`
