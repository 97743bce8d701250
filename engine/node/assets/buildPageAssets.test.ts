// Protects what every prerendered page gets before it is written: its bundled stylesheets first in the head, its
// module preloads at the end of the head and its page script last in the body ; pages of
// two processes share bundles, and the per-module stylesheets go only once every page is written.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { RenderedPage } from '../../model/renderedPage.ts'
import { assemblePage } from './assemblePage.ts'
import { createBuildPageAssets } from './buildPageAssets.ts'
import { PAGE_CSS_GRAPH_FILE, type PageCssGraph } from './pageCssGraph.ts'
import { MANIFEST_FILE, type Manifest } from './moduleManifest.ts'

const graph: PageCssGraph = {
  chrome: ['/assets/static/global.1.css'],
  blocks: { hero: ['/assets/static/hero.1.css'] },
  order: ['/assets/static/global.1.css', '/assets/static/hero.1.css'],
}
const manifest: Manifest = {
  'engine/client/islandsPage.ts': { file: 'assets/entries/islands.js', imports: ['_runtime.js'] },
  'engine/client/staticPage.ts': { file: 'assets/entries/static.js' },
  '_runtime.js': { file: 'assets/chunks/runtime.js' },
}
const rendered = '<!DOCTYPE html><html><head><title>x</title></head><body><main></main></body></html>'
const page = (blockTypes: string[], script: RenderedPage['script'], html = rendered): RenderedPage => ({
  status: 200,
  html,
  blockTypes,
  islands: [],
  script,
})

let buildDir: string
afterEach(() => rmSync(buildDir, { recursive: true, force: true }))

function build(files: Record<string, string> = {}) {
  buildDir = mkdtempSync(join(tmpdir(), 'finish-pages-'))
  const all: Record<string, string> = {
    [PAGE_CSS_GRAPH_FILE]: JSON.stringify(graph),
    [MANIFEST_FILE]: JSON.stringify(manifest),
    'client/assets/static/global.1.css': '.global{color:red}',
    'client/assets/static/hero.1.css': '.hero{color:blue}',
    ...files,
  }
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(dirname(join(buildDir, file)), { recursive: true })
    writeFileSync(join(buildDir, file), text)
  }
}
const stylesheetPattern = (kind: string) =>
  `<link rel="stylesheet" type="text\\/css" href="\\/assets\\/static\\/${kind}\\.[\\w-]{10}\\.css">`

describe("assemblePage with a build's assets", () => {
  it('gives an island page its chrome and block stylesheets, the preloads of its script and the island runtime script', () => {
    build()
    const html = assemblePage(page(['hero'], 'islands'), createBuildPageAssets(buildDir))
    expect(html).toMatch(
      new RegExp(
        `^<!DOCTYPE html><html><head>${stylesheetPattern('chrome')}${stylesheetPattern('blocks')}<title>x</title><link rel="modulepreload" href="/assets/chunks/runtime.js"></head><body><main></main><script src="/assets/entries/islands.js" type="module" async></script></body></html>$`,
      ),
    )
  })

  it('links only the chrome stylesheet and the chrome script on a page without islands, and no script on a standalone page', () => {
    build()
    const assets = createBuildPageAssets(buildDir)
    const staticPage = assemblePage(page(['unknown-to-the-graph'], 'static'), assets)
    expect(staticPage).toMatch(
      new RegExp(
        `^<!DOCTYPE html><html><head>${stylesheetPattern('chrome')}<title>x</title></head><body><main></main><script src="/assets/entries/static.js" type="module" async></script></body></html>$`,
      ),
    )
    expect(assemblePage(page([], 'none'), assets)).not.toContain('<script')
  })

  it('lets two processes assemble their own pages with the same bundles; the module files go once all are done', () => {
    build()
    const first = createBuildPageAssets(buildDir)
    const second = createBuildPageAssets(buildDir)
    const island = page(['hero'], 'islands')
    expect(assemblePage(island, second)).toBe(assemblePage(island, first))
    const files = () => readdirSync(join(buildDir, 'client/assets/static'))
    expect(files().filter((name) => name.endsWith('.part'))).toEqual([])
    expect(files()).toContain('hero.1.css')
    first.removeModuleStylesheets()
    expect(files().every((name) => /^(chrome|blocks)\./.test(name))).toBe(true)
    const blocks = files().find((name) => name.startsWith('blocks.'))!
    expect(readFileSync(join(buildDir, 'client/assets/static', blocks), 'utf8')).toBe('.hero{color:blue}\n')
  })

  it('refuses a rendered page without a head, and a build without a manifest, naming what is missing', () => {
    build()
    expect(() => assemblePage(page([], 'static', '<p>no document</p>'), createBuildPageAssets(buildDir))).toThrow(
      /no <head> or no <\/body>/,
    )
    rmSync(join(buildDir, MANIFEST_FILE))
    expect(() => createBuildPageAssets(buildDir)).toThrow(/wrote no manifest/)
  })
})
