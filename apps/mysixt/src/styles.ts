/**
 * The account app's styles, adopted once by the page. Classes start with "msx-" so they cannot collide with the
 * site's; colours come from the site's custom properties, with the brand values as fallback (as in apps/phoenix).
 */
export const MYSIXT_CSS = `
[data-micro-app='mysixt'] {
  --msx-primary: var(--color-primary, #ff5f00);
  --msx-on-primary: var(--color-on-primary, #191919);
  --msx-text: var(--color-text, #191919);
  --msx-muted: var(--color-text-muted, #4f4f4f);
  --msx-surface: var(--color-surface, #f4f4f4);
  --msx-border: var(--color-border, #d4d4d4);
  color: var(--msx-text);
  /* Emails and reservation numbers are long words: they break rather than widen a phone's page. */
  overflow-wrap: anywhere;
}
[data-micro-app='mysixt'] h1 { margin: 0 0 16px; font-size: clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem); line-height: 1.15; overflow-wrap: anywhere; }
[data-micro-app='mysixt'] h2 { margin: 0 0 12px; font-size: 1.375rem; }
[data-micro-app='mysixt'] h3 { margin: 0 0 8px; font-size: 1.125rem; }
[data-micro-app='mysixt'] :is(h1, h2):focus { outline: none; }
[data-micro-app='mysixt'] p { margin: 0 0 12px; }
.msx-panel { max-width: 560px; margin: 0 auto; }
.msx-form { display: grid; gap: 16px; margin: 0 0 16px; }
.msx-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.msx-field label { font-weight: 600; font-size: 0.9375rem; }
.msx-field input { min-height: 48px; padding: 8px 16px; border: 1px solid #767676; border-radius: 4px; font: inherit; color: var(--msx-text); background: #fff; min-width: 0; }
.msx-field input[aria-invalid='true'] { border-color: #b3261e; border-width: 2px; }
.msx-problem { margin: 0 !important; color: #b3261e; font-size: 0.875rem; font-weight: 600; }
.msx-hint { margin: 0 !important; color: var(--msx-muted); font-size: 0.875rem; }
.msx-button { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 8px 24px; border: 0; border-radius: 4px; background: var(--msx-primary); color: var(--msx-on-primary); font: inherit; font-weight: 700; text-decoration: none; cursor: pointer; }
.msx-button:hover { background: #ff7a29; }
.msx-button:disabled { opacity: 0.7; cursor: progress; }
.msx-button:focus-visible, .msx-link:focus-visible, .msx-tabs a:focus-visible { outline: 3px solid var(--msx-text); outline-offset: 2px; }
.msx-secondary { background: #fff; border: 1px solid var(--msx-text); color: var(--msx-text); }
.msx-secondary:hover { background: var(--msx-surface); }
.msx-link { display: inline-flex; align-items: center; min-height: 24px; padding: 0; border: 0; background: none; color: inherit; font: inherit; font-weight: 700; text-decoration: underline; text-underline-offset: 4px; cursor: pointer; justify-self: start; }
.msx-links { margin: 0 0 8px; }
.msx-notice { padding: 16px 20px; border-radius: 8px; background: #fdecea; color: #5f1410; }
.msx-notice p:last-child { margin: 0; }
.msx-notice .msx-button { margin-top: 4px; }
.msx-success { padding: 12px 16px; border-radius: 8px; background: #e6f4ea; color: #0d3b1e; }
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
.msx-card { padding: 16px 20px; border: 1px solid var(--msx-border); border-radius: 8px; background: #fff; margin: 0 0 16px; }
.msx-facts { display: grid; gap: 0; margin: 0; }
.msx-facts div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 16px; padding: 8px 0; border-bottom: 1px solid var(--msx-border); }
.msx-facts div:last-child { border-bottom: 0; }
.msx-facts dt { color: var(--msx-muted); }
.msx-facts dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`
