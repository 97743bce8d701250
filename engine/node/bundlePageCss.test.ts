// Protects the per-page stylesheets of a build: a page links at most two files (the shared chrome file and one
// for its combination of blocks), pages with the same blocks share a file, the cascade order of the graph is kept,
// the micro-apps' own pages are left alone, and no per-module file is deleted while a script still loads it.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { bundlePageCss } from './bundlePageCss.ts'
import { PAGE_CSS_GRAPH_FILE, stylesheetsFor, type PageCssGraph } from './pageCssGraph.ts'

const STATIC = '/assets/static'
const graph: PageCssGraph = {
  chrome: [`${STATIC}/global.1.css`, `${STATIC}/header.1.css`],
  blocks: { hero: [`${STATIC}/hero.1.css`], form: [`${STATIC}/formBase.1.css`, `${STATIC}/form.1.css`], empty: [] },
  order: [`${STATIC}/formBase.1.css`, `${STATIC}/global.1.css`, `${STATIC}/header.1.css`, `${STATIC}/hero.1.css`, `${STATIC}/form.1.css`],
}
const link = (url: string) => `<link rel="stylesheet" type="text/css" href="${url}">`
const page = (urls: string[]) => `<!DOCTYPE html><html><head><meta charset="utf-8">${urls.map(link).join('')}<link rel="canonical" href="https://example.com/"></head><body></body></html>`
const linkedStylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1])

let buildDir: string
function build(files: Record<string, string>) {
  buildDir = mkdtempSync(join(tmpdir(), 'page-css-'))
  writeFileSync(join(buildDir, PAGE_CSS_GRAPH_FILE), JSON.stringify(graph))
  for (const url of graph.order) files[`client${url}`] ??= `.${url.split('/').pop()!.split('.')[0]}{color:red}`
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(buildDir, file)), { recursive: true })
    writeFileSync(join(buildDir, file), text)
  }
}
const read = (file: string) => readFileSync(join(buildDir, 'client', file), 'utf8')
afterEach(() => rmSync(buildDir, { recursive: true, force: true }))

describe('bundlePageCss', () => {
  it('links the chrome file and one file per block combination, shared by pages with the same blocks', () => {
    const home = [...stylesheetsFor(graph, ['hero', 'form'])]
    build({
      'client/de-de/index.html': page(home),
      // The same blocks, linked in another order: the same file.
      'client/fr-fr/index.html': page([...home].reverse()),
      'client/de-de/other/index.html': page([...stylesheetsFor(graph, ['hero'])]),
      'client/index.html': page([...stylesheetsFor(graph, ['empty'])]),
    })
    const { pages, bundles } = bundlePageCss(buildDir)
    expect(pages).toBe(4)
    const [chrome, homeBlocks] = linkedStylesheets(read('de-de/index.html'))
    expect(chrome).toMatch(/^\/assets\/static\/chrome\.[\w-]{10}\.css$/)
    expect(homeBlocks).toMatch(/^\/assets\/static\/blocks\.[\w-]{10}\.css$/)
    expect(linkedStylesheets(read('fr-fr/index.html'))).toEqual([chrome, homeBlocks])
    const other = linkedStylesheets(read('de-de/other/index.html'))
    expect(other).toHaveLength(2)
    expect(other[0]).toBe(chrome)
    expect(other[1]).not.toBe(homeBlocks)
    expect(linkedStylesheets(read('index.html'))).toEqual([chrome])
    expect(bundles.size).toBe(3)
    // Other head links stay where they were.
    expect(read('de-de/index.html')).toContain('<link rel="canonical" href="https://example.com/">')
  })

  it('keeps the graph order inside a file, so a module that builds on another comes after it', () => {
    build({ 'client/de-de/index.html': page([`${STATIC}/form.1.css`, `${STATIC}/hero.1.css`, `${STATIC}/formBase.1.css`, ...graph.chrome]) })
    bundlePageCss(buildDir)
    const [chrome, blocks] = linkedStylesheets(read('de-de/index.html'))
    expect(read(chrome)).toBe('.global{color:red}\n.header{color:red}\n')
    expect(read(blocks)).toBe('.formBase{color:red}\n.hero{color:red}\n.form{color:red}\n')
  })

  it('removes the per-module files and leaves the micro-apps and unknown stylesheets alone', () => {
    const appPage = page(['/web-apps/phoenix/app.css', ...graph.chrome])
    build({ 'client/de-de/index.html': page([...graph.chrome, '/somewhere/else.css']), 'client/web-apps/phoenix/index.html': appPage })
    bundlePageCss(buildDir)
    expect(readdirSync(join(buildDir, 'client/assets/static')).every((name) => /^(chrome|blocks)\./.test(name))).toBe(true)
    expect(read('web-apps/phoenix/index.html')).toBe(appPage)
    expect(linkedStylesheets(read('de-de/index.html'))).toEqual([expect.stringMatching(/chrome\./), '/somewhere/else.css'])
  })

  it('stops when a browser script still loads a per-module stylesheet', () => {
    build({ 'client/de-de/index.html': page(graph.chrome), 'client/assets/chunks/island.js': 'const deps=["assets/static/hero.1.css"]' })
    expect(() => bundlePageCss(buildDir)).toThrow(/a browser script still loads hero\.1\.css/)
    expect(existsSync(join(buildDir, 'client/assets/static/hero.1.css'))).toBe(true)
  })

  it('stops when the build wrote no graph', () => {
    buildDir = mkdtempSync(join(tmpdir(), 'page-css-'))
    expect(() => bundlePageCss(buildDir)).toThrow(/wrote no page-css\.json/)
  })
})
