// Protects the finishing of prerendered pages when several processes prerender side by side: each finishes its own
// pages in one pass (bundled stylesheets and module preloads), two processes that need the same bundle write the
// same file, and the per-module stylesheets go only once every page is finished.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageFinisher } from './finishPages.ts'
import { PAGE_CSS_GRAPH_FILE, type PageCssGraph } from './pageCssGraph.ts'
import { MANIFEST_FILE, type Manifest } from './preloadModules.ts'

const graph: PageCssGraph = { chrome: ['/assets/static/global.1.css'], blocks: { hero: ['/assets/static/hero.1.css'] }, order: ['/assets/static/global.1.css', '/assets/static/hero.1.css'] }
const manifest: Manifest = {
  'engine/renderer/islands/+client.ts': { file: 'assets/entries/islands.js', imports: ['_runtime.js'] },
  'engine/renderer/static/+client.ts': { file: 'assets/entries/static.js' },
  '_runtime.js': { file: 'assets/chunks/runtime.js' },
}
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/global.1.css"><link rel="stylesheet" type="text/css" href="/assets/static/hero.1.css"></head><body><script src="/assets/entries/islands.js" type="module" async></script></body></html>`

let buildDir: string
afterEach(() => rmSync(buildDir, { recursive: true, force: true }))

function build(pages: string[]) {
  buildDir = mkdtempSync(join(tmpdir(), 'finish-pages-'))
  const files: Record<string, string> = {
    [PAGE_CSS_GRAPH_FILE]: JSON.stringify(graph),
    [MANIFEST_FILE]: JSON.stringify(manifest),
    'client/assets/static/global.1.css': '.global{color:red}',
    'client/assets/static/hero.1.css': '.hero{color:blue}',
  }
  for (const file of pages) files[`client/${file}`] = page
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(buildDir, file)), { recursive: true })
    writeFileSync(join(buildDir, file), text)
  }
}
const read = (file: string) => readFileSync(join(buildDir, 'client', file), 'utf8')

describe('createPageFinisher', () => {
  it('bundles the stylesheets and adds the module preloads of the pages it is given, in one write each', () => {
    build(['de-de/index.html', 'fr-fr/index.html'])
    const finisher = createPageFinisher(buildDir)
    expect(finisher.finish(['de-de/index.html'])).toBe(1)
    const html = read('de-de/index.html')
    expect(html).toMatch(/<link rel="stylesheet" type="text\/css" href="\/assets\/static\/chrome\.[\w-]{10}\.css"><link rel="stylesheet" type="text\/css" href="\/assets\/static\/blocks\.[\w-]{10}\.css">/)
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunks/runtime.js"></head>')
    // Not given: left as prerendered.
    expect(read('fr-fr/index.html')).toBe(page)
  })

  it('lets two processes finish their own pages with the same bundles; the module files go once all are done', () => {
    build(['de-de/index.html', 'fr-fr/index.html'])
    const first = createPageFinisher(buildDir)
    const second = createPageFinisher(buildDir)
    first.finish(['de-de/index.html'])
    second.finish(['fr-fr/index.html'])
    expect(read('fr-fr/index.html')).toBe(read('de-de/index.html'))
    const files = () => readdirSync(join(buildDir, 'client/assets/static'))
    expect(files().filter((name) => name.endsWith('.part'))).toEqual([])
    expect(existsSync(join(buildDir, 'client/assets/static/hero.1.css'))).toBe(true)
    first.removeModuleStylesheets()
    expect(files().every((name) => /^(chrome|blocks)\./.test(name))).toBe(true)
  })

  it('gives a page rendered outside Vike the very tags Vike and finish give a page Vike rendered', () => {
    build(['de-de/index.html'])
    const finisher = createPageFinisher(buildDir)
    finisher.finish(['de-de/index.html'])
    const rendered = '<!DOCTYPE html><html><head></head><body></body></html>'
    expect(finisher.assemble({ html: rendered, blockTypes: ['hero'], script: 'islands' })).toBe(read('de-de/index.html'))
  })

  it('links only the chrome stylesheet and the chrome script on a page without islands, and no script on a standalone page', () => {
    build([])
    const finisher = createPageFinisher(buildDir)
    const rendered = '<!DOCTYPE html><html><head><title>x</title></head><body><main></main></body></html>'
    const staticPage = finisher.assemble({ html: rendered, blockTypes: ['unknown-to-the-graph'], script: 'static' })
    expect(staticPage).toMatch(/^<!DOCTYPE html><html><head><link rel="stylesheet" type="text\/css" href="\/assets\/static\/chrome\.[\w-]{10}\.css"><title>x<\/title><\/head><body><main><\/main><script src="\/assets\/entries\/static.js" type="module" async><\/script><\/body><\/html>$/)
    expect(finisher.assemble({ html: rendered, blockTypes: [], script: 'none' })).not.toContain('<script')
  })

  it('refuses a rendered page without a head, naming what is missing', () => {
    build([])
    expect(() => createPageFinisher(buildDir).assemble({ html: '<p>no document</p>', blockTypes: [], script: 'static' })).toThrow(/no <head> or no <\/body>/)
  })
})
