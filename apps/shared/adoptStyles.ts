const sheets = new Map<string, CSSStyleSheet>()

/**
 * Adds an app's styles to the document as a constructed stylesheet, once: the site's Content-Security-Policy
 * forbids inline <style> elements (style-src 'self'), and CSP does not govern stylesheets built through the CSSOM.
 */
export function adoptStyles(name: string, css: string): void {
  let sheet = sheets.get(name)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(name, sheet)
  }
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
