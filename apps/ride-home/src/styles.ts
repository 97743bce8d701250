/**
 * The app's styles, adopted once by the document. Classes start with "rh-" so they cannot collide with the
 * site's; colours come only from the site's custom properties (engine/theme/tokens.ts): the app is always mounted into a page that declares them.
 */
export const RIDE_HOME_CSS = `
[data-micro-app='ride-home'] {
  --rh-primary: var(--color-primary);
  --rh-on-primary: var(--color-on-primary);
  --rh-text: var(--color-text);
  --rh-muted: var(--color-text-muted);
  --rh-surface: var(--color-surface);
  --rh-border: var(--color-border);
  color: var(--rh-text);
}
.rh-app { display: grid; gap: 16px; }
@media (min-width: 960px) { .rh-app { grid-template-columns: 2fr 1fr; align-items: start; } .rh-main { grid-column: 1; } .rh-offer { grid-column: 2; grid-row: 1 / span 2; } .rh-transfer { grid-column: 1; } }
.rh-main { min-width: 0; }
.rh-form { display: grid; gap: 16px; padding: 24px; border-radius: 8px; background: var(--rh-surface); }
@media (min-width: 780px) { .rh-form { grid-template-columns: 1fr 1fr; } .rh-when, .rh-area, .rh-classes, .rh-contact, .rh-wide { grid-column: 1 / -1; } .rh-form > .rh-button { justify-self: start; } }
.rh-when { display: grid; gap: 16px; }
@media (min-width: 500px) { .rh-when { grid-template-columns: 1fr 1fr; } }
.rh-field { position: relative; display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.rh-field label { font-weight: 600; font-size: 0.9375rem; }
.rh-hint { margin: 0; font-size: 0.8125rem; color: var(--rh-muted); }
.rh-field input, .rh-field select { min-height: 48px; padding: 8px 16px; border: 1px solid var(--color-control-border); border-radius: 4px; font: inherit; color: var(--rh-text); background: var(--color-background); min-width: 0; }
.rh-field input[aria-invalid='true'], .rh-field select[aria-invalid='true'] { border-color: var(--color-danger); }
.rh-options { position: absolute; top: 76px; left: 0; right: 0; z-index: 10; margin: 0; padding: 4px 0; list-style: none; max-height: 320px; overflow: auto; border: 1px solid var(--color-control-border); border-radius: 4px; background: var(--color-background); box-shadow: var(--shadow-dropdown); }
.rh-options li { display: flex; flex-direction: column; gap: 2px; padding: 8px 16px; cursor: pointer; }
.rh-options li span { color: var(--rh-muted); font-size: 0.875rem; }
.rh-options li[aria-selected='true'], .rh-options li:hover { background: var(--rh-surface); outline: 2px solid var(--rh-text); outline-offset: -2px; }
.rh-hint { margin: 0; min-height: 1.25em; color: var(--rh-muted); font-size: 0.875rem; }
.rh-error { margin: 0; color: var(--color-danger); font-size: 0.875rem; }
.rh-chosen { margin: 0; font-size: 0.9375rem; }
.rh-button { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 8px 24px; border: 0; border-radius: 4px; background: var(--rh-primary); color: var(--rh-on-primary); font: inherit; font-weight: 700; cursor: pointer; }
.rh-button:hover { background: var(--color-primary-hover); }
.rh-secondary { background: var(--color-background); border: 1px solid var(--rh-text); color: var(--rh-text); }
.rh-secondary:hover { background: var(--rh-surface); }
.rh-form fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
.rh-form legend { padding: 0; margin-bottom: 8px; font-weight: 700; font-size: 1.0625rem; }
.rh-classes > .rh-hint { margin-bottom: 8px; }
.rh-class-list { display: grid; gap: 8px; }
@media (min-width: 600px) { .rh-class-list { grid-template-columns: 1fr 1fr; } }
.rh-class { display: grid; grid-template-columns: auto 1fr auto; grid-template-areas: 'radio name price' 'radio capacity price'; column-gap: 12px; align-items: center; padding: 12px 16px; border: 1px solid var(--color-control-border); border-radius: 8px; background: var(--color-background); cursor: pointer; }
.rh-class:has(input:checked) { border: 2px solid var(--rh-text); padding: 11px 15px; }
.rh-class input { grid-area: radio; width: 20px; height: 20px; margin: 0; accent-color: var(--rh-text); }
.rh-class-name { grid-area: name; font-weight: 700; }
.rh-class-capacity { grid-area: capacity; font-size: 0.875rem; color: var(--rh-muted); }
.rh-class-price { grid-area: price; font-weight: 700; font-size: 1.125rem; }
.rh-contact { display: grid; gap: 16px; }
@media (min-width: 780px) { .rh-contact { grid-template-columns: 1fr 1fr; } .rh-contact legend { grid-column: 1 / -1; } }
.rh-alert { padding: 12px 16px; border-left: 4px solid var(--color-danger); border-radius: 4px; background: var(--color-background); }
.rh-alert p { margin: 0 0 8px; }
.rh-result { display: grid; gap: 12px; padding: 24px; border-radius: 8px; border: 2px solid var(--rh-text); }
.rh-result h2 { margin: 0; font-size: 1.5rem; }
.rh-result p { margin: 0; }
.rh-summary { display: grid; gap: 8px; margin: 0; }
.rh-summary div { display: grid; grid-template-columns: minmax(96px, 1fr) 2fr; gap: 12px; }
.rh-summary dt { color: var(--rh-muted); }
.rh-summary dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.rh-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.rh-done { font-weight: 700; }
a.rh-button { text-decoration: none; }
.rh-offer { padding: 24px; border-radius: 8px; background: var(--color-inverse-background); color: var(--color-inverse-text); }
.rh-offer p { margin: 0 0 8px; }
.rh-discount { font-size: 1.5rem; font-weight: 700; line-height: 1.2; }
.rh-claim { margin: 16px 0 0 !important; font-weight: 600; }
.rh-transfer { padding: 24px; border: 1px solid var(--rh-border); border-radius: 8px; }
.rh-transfer h3 { margin: 0 0 8px; font-size: 1.125rem; }
.rh-transfer p { margin: 0 0 12px; }
`
