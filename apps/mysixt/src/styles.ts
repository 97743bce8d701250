/**
 * The account app's styles, adopted once by the page. Classes start with "msx-" so they cannot collide with the
 * site's; colours come only from the site's custom properties (engine/theme/tokens.ts): the app is always mounted into a page that declares them (as in apps/phoenix).
 */
export const MYSIXT_CSS = `
[data-micro-app='mysixt'] {
  --msx-primary: var(--color-primary);
  --msx-on-primary: var(--color-on-primary);
  --msx-text: var(--color-text);
  --msx-muted: var(--color-text-muted);
  --msx-surface: var(--color-surface);
  --msx-border: var(--color-border);
  color: var(--msx-text);
  /* Emails and reservation numbers are long words: they break rather than widen a phone's page. */
  overflow-wrap: anywhere;
}
[data-micro-app='mysixt'] h1 { margin: 0 0 16px; font-size: clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem); line-height: 1.15; overflow-wrap: anywhere; }
/* Smaller on a phone: a long compound ("Geschäftskundenprogramm") fits a 375 px line instead of breaking mid-word (Chromium on Linux has no German hyphenation). */
[data-micro-app='mysixt'] h2 { margin: 0 0 12px; font-size: clamp(1.125rem, 0.9rem + 1.2vw, 1.375rem); hyphens: auto; }
[data-micro-app='mysixt'] h3 { margin: 0 0 8px; font-size: 1.125rem; }
[data-micro-app='mysixt'] :is(h1, h2):focus { outline: none; }
[data-micro-app='mysixt'] p { margin: 0 0 12px; }
.msx-panel { max-width: 560px; margin: 0 auto; }
.msx-form { display: grid; gap: 16px; margin: 0 0 16px; }
.msx-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.msx-field label { font-weight: 600; font-size: 0.9375rem; }
.msx-field input { min-height: 48px; padding: 8px 16px; border: 1px solid var(--color-control-border); border-radius: 4px; font: inherit; color: var(--msx-text); background: var(--color-background); min-width: 0; }
.msx-field select { min-height: 48px; padding: 8px 12px; border: 1px solid var(--color-control-border); border-radius: 4px; font: inherit; color: var(--msx-text); background: var(--color-background); min-width: 0; }
.msx-field :is(input, select)[aria-invalid='true'] { border-color: var(--color-danger); border-width: 2px; }
/* A field that takes focus (the first with a problem) scrolls into view below the sticky header, its label with it. */
.msx-field :is(input, select) { scroll-margin-top: 7rem; }
.msx-field select:focus-visible, .msx-field input:focus-visible { outline: 3px solid var(--msx-text); outline-offset: 1px; }
/* The Profiles form: two columns where there is room, the address lines paired (postal code beside city). */
@media (min-width: 720px) {
  .msx-form-columns { grid-template-columns: 1fr 1fr; column-gap: 24px; }
  .msx-form-columns .msx-field-street, .msx-form-columns > :is(.msx-notice, .msx-success, .msx-button) { grid-column: 1 / -1; }
  .msx-form-columns > .msx-button { justify-self: start; }
}
.msx-success[hidden] { display: none; }
.msx-success p:last-child { margin: 0; }
.msx-success:focus { outline: 3px solid var(--msx-text); outline-offset: 2px; }
.msx-problem { margin: 0 !important; color: var(--color-danger); font-size: 0.875rem; font-weight: 600; }
.msx-hint { margin: 0 !important; color: var(--msx-muted); font-size: 0.875rem; }
.msx-button { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 8px 24px; border: 0; border-radius: 4px; background: var(--msx-primary); color: var(--msx-on-primary); font: inherit; font-weight: 700; text-decoration: none; cursor: pointer; }
.msx-button:hover { background: var(--color-primary-hover); }
.msx-button:disabled { opacity: 0.7; cursor: progress; }
.msx-button:focus-visible, .msx-link:focus-visible, .msx-tabs a:focus-visible { outline: 3px solid var(--msx-text); outline-offset: 2px; }
.msx-secondary { background: var(--color-background); border: 1px solid var(--msx-text); color: var(--msx-text); }
.msx-secondary:hover { background: var(--msx-surface); }
.msx-link { display: inline-flex; align-items: center; min-height: 24px; padding: 0; border: 0; background: none; color: inherit; font: inherit; font-weight: 700; text-decoration: underline; text-underline-offset: 4px; cursor: pointer; justify-self: start; }
.msx-links { margin: 0 0 8px; }
.msx-notice { padding: 16px 20px; border-radius: 8px; background: var(--color-danger-surface); color: var(--color-on-danger-surface); }
.msx-notice p:last-child { margin: 0; }
.msx-notice .msx-button { margin-top: 4px; }
.msx-info { padding: 12px 16px; border-radius: 8px; border-inline-start: 4px solid var(--msx-text); background: var(--msx-surface); }
.msx-actions { margin: 16px 0 !important; }
.msx-success { padding: 12px 16px; border-radius: 8px; background: var(--color-success-surface); color: var(--color-on-success-surface); }
.msx-loading { padding: 48px 0; text-align: center; color: var(--msx-muted); }
.msx-social { margin-top: 24px; padding-top: 24px; border-top: 1px solid var(--msx-border); }
.msx-social h2 { font-size: 1.125rem !important; }
.msx-social-buttons { display: grid; gap: 8px; margin: 12px 0; }
.msx-area-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px 24px; margin: 0 0 16px; }
.msx-area-head h1 { margin: 0 !important; }
.msx-area { min-width: 0; }
.msx-tabs { margin: 0 0 24px; border-bottom: 1px solid var(--msx-border); }
.msx-tabs ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0 4px; margin: 0; padding: 0; }
.msx-tabs a { display: inline-flex; align-items: center; min-height: 48px; padding: 0 16px; color: var(--msx-text); font-weight: 600; text-decoration: none; white-space: nowrap; border-bottom: 3px solid transparent; }
.msx-tabs a:hover { background: var(--msx-surface); }
.msx-tabs a[aria-current='page'] { border-bottom-color: var(--msx-text); }
.msx-view { max-width: 880px; }
.msx-list { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 16px; }
.msx-card { padding: 16px 20px; border: 1px solid var(--msx-border); border-radius: 8px; background: var(--color-background); margin: 0 0 16px; }
.msx-facts { display: grid; gap: 0; margin: 0; }
.msx-facts div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 16px; padding: 8px 0; border-bottom: 1px solid var(--msx-border); }
.msx-facts div:last-child { border-bottom: 0; }
.msx-facts dt { color: var(--msx-muted); }
.msx-facts dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`
