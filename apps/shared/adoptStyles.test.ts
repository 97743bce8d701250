// Protects SPEC §7's micro-apps under the site's Content-Security-Policy: every app adds its styles through the one
// helper, as one constructed stylesheet per app, adopted once however often the app mounts again.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptStyles } from './adoptStyles.ts'

class FakeSheet {
  text = ''
  replaceSync(text: string) {
    this.text = text
  }
}

describe('adoptStyles', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('adopts one sheet per app, once, beside the sheets already there', () => {
    const existing = new FakeSheet()
    vi.stubGlobal('CSSStyleSheet', FakeSheet)
    vi.stubGlobal('document', { adoptedStyleSheets: [existing] })
    adoptStyles('app-a', '.a { color: red }')
    adoptStyles('app-a', '.a { color: red }')
    adoptStyles('app-b', '.b { color: blue }')
    expect((document.adoptedStyleSheets as unknown as FakeSheet[]).map((sheet) => sheet.text)).toEqual([
      '',
      '.a { color: red }',
      '.b { color: blue }',
    ])
  })

  it('is the only code of apps/ that adopts stylesheets', () => {
    const apps = fileURLToPath(new URL('../', import.meta.url))
    const sources = readdirSync(apps, { recursive: true, encoding: 'utf8' }).filter(
      (path) => /\.tsx?$/.test(path) && !path.startsWith('shared/adoptStyles'),
    )
    const adopting = sources.filter((path) => /adoptedStyleSheets|new CSSStyleSheet/.test(readFileSync(`${apps}${path}`, 'utf8')))
    expect(adopting).toEqual([])
  })
})
