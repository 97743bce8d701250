// Protects the per-page stylesheets of a build: a page links at most two files (the shared chrome file and one
// for its combination of blocks), pages with the same blocks share a file, the cascade order of the graph is kept,
// and no per-module file is deleted while a script still loads it.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCssBundler } from './bundlePageCss.ts'
import { PAGE_CSS_GRAPH_FILE, stylesheetsFor, type PageCssGraph } from './pageCssGraph.ts'

const STATIC = '/assets/static'
const graph: PageCssGraph = {
  chrome: [`${STATIC}/global.1.css`, `${STATIC}/header.1.css`],
  blocks: { hero: [`${STATIC}/hero.1.css`], form: [`${STATIC}/formBase.1.css`, `${STATIC}/form.1.css`], empty: [] },
  order: [`${STATIC}/formBase.1.css`, `${STATIC}/global.1.css`, `${STATIC}/header.1.css`, `${STATIC}/hero.1.css`, `${STATIC}/form.1.css`],
}
const linkedStylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1])

let buildDir: string
function build(files: Record<string, string> = {}) {
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

describe('createPageCssBundler', () => {
  it('links the chrome file and one file per block combination, shared by pages with the same blocks', () => {
    build()
    const bundler = createPageCssBundler(buildDir)
    const home = [...stylesheetsFor(graph, ['hero', 'form'])]
    const [chrome, homeBlocks] = linkedStylesheets(bundler.linksFor(home))
    expect(chrome).toMatch(/^\/assets\/static\/chrome\.[\w-]{10}\.css$/)
    expect(homeBlocks).toMatch(/^\/assets\/static\/blocks\.[\w-]{10}\.css$/)
    // The same blocks, in another order: the same file.
    expect(linkedStylesheets(bundler.linksFor([...home].reverse()))).toEqual([chrome, homeBlocks])
    const other = linkedStylesheets(bundler.linksFor(stylesheetsFor(graph, ['hero'])))
    expect(other).toHaveLength(2)
    expect(other[0]).toBe(chrome)
    expect(other[1]).not.toBe(homeBlocks)
    expect(linkedStylesheets(bundler.linksFor(stylesheetsFor(graph, ['empty'])))).toEqual([chrome])
    expect(bundler.bundles.size).toBe(3)
  })

  it('keeps the graph order inside a file, so a module that builds on another comes after it', () => {
    build()
    const [chrome, blocks] = linkedStylesheets(
      createPageCssBundler(buildDir).linksFor([
        `${STATIC}/form.1.css`,
        `${STATIC}/hero.1.css`,
        `${STATIC}/formBase.1.css`,
        ...graph.chrome,
      ]),
    )
    expect(read(chrome)).toBe('.global{color:red}\n.header{color:red}\n')
    expect(read(blocks)).toBe('.formBase{color:red}\n.hero{color:red}\n.form{color:red}\n')
  })

  it('removes the per-module files once the pages are written, and leaves the micro-apps alone', () => {
    build({ 'client/web-apps/phoenix/app.js': 'import "./hero.1.css"' })
    const bundler = createPageCssBundler(buildDir)
    bundler.linksFor(stylesheetsFor(graph, ['hero']))
    bundler.removeModuleFiles()
    expect(readdirSync(join(buildDir, 'client/assets/static')).every((name) => /^(chrome|blocks)\./.test(name))).toBe(true)
  })

  it('stops when a browser script still loads a per-module stylesheet', () => {
    build({ 'client/assets/chunks/island.js': 'const deps=["assets/static/hero.1.css"]' })
    expect(() => createPageCssBundler(buildDir).removeModuleFiles()).toThrow(/a browser script still loads hero\.1\.css/)
    expect(existsSync(join(buildDir, 'client/assets/static/hero.1.css'))).toBe(true)
  })

  it('stops when the build wrote no graph', () => {
    buildDir = mkdtempSync(join(tmpdir(), 'page-css-'))
    expect(() => createPageCssBundler(buildDir)).toThrow(/wrote no page-css\.json/)
  })
})
