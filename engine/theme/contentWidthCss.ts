/**
 * A layout's `maxContentWidth` (layouts/*.json) as CSS: the page root carries `data-content-width="1288"` and this
 * rule, added by the build to the chrome stylesheet (engine/node/bundlePageCss.ts), sets the width. A style
 * attribute would carry the value more simply, but the Content-Security-Policy forbids style attributes.
 */
export const CONTENT_WIDTH_ATTRIBUTE = 'data-content-width'

export function contentWidthCss(widths: Iterable<number>): string {
  return [...new Set(widths)]
    .filter((width) => Number.isInteger(width))
    .sort((a, b) => a - b)
    .map((width) => `[${CONTENT_WIDTH_ATTRIBUTE}="${width}"]{--layout-content-width:${width}px}`)
    .join('\n')
}
