// Protects the compressed variants of a build: the pages that prerender processes write with their variants
// (writeWithVariants) decompress to the page, and the build's pass over the client folder (compressSite) leaves
// them as they are but still counts them, while every other text file gets its variants; all of them outside the
// client folder (dist/compressed/), which holds only what a static host publishes.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compressSite, writeWithVariants } from './compressSite.ts'

let build: string
let client: string
let variants: string
beforeEach(() => {
  build = mkdtempSync(join(tmpdir(), 'compress-site-'))
  client = join(build, 'client')
  variants = join(build, 'compressed')
  mkdirSync(join(client, 'de-de'), { recursive: true })
})
afterEach(() => rmSync(build, { recursive: true, force: true }))

const page = `<!DOCTYPE html><html><body>${'<p>Mietwagen günstig buchen</p>'.repeat(200)}</body></html>`

describe('writeWithVariants', () => {
  it('writes the page and a brotli and a gzip variant that decompress to it', async () => {
    const file = join(client, 'de-de', 'index.html')
    await writeWithVariants(client, file, page)
    expect(readFileSync(file, 'utf8')).toBe(page)
    expect(brotliDecompressSync(readFileSync(join(variants, 'de-de', 'index.html.br'))).toString()).toBe(page)
    expect(gunzipSync(readFileSync(join(variants, 'de-de', 'index.html.gz'))).toString()).toBe(page)
    // The client folder holds the page only: a static host publishes it as it is.
    expect(readdirSync(join(client, 'de-de'))).toEqual(['index.html'])
  })
})

describe('compressSite', () => {
  it('compresses every other text file and counts the precompressed pages without compressing them again', async () => {
    const pageFile = join(client, 'de-de', 'index.html')
    await writeWithVariants(client, pageFile, page)
    // A stand-in variant: compressSite must not replace it.
    writeFileSync(join(variants, 'de-de', 'index.html.br'), 'kept')
    writeFileSync(join(client, 'sitemap.xml'), `<urlset>${'<url><loc>https://www.example.com/de-de/</loc></url>'.repeat(100)}</urlset>`)
    const figures = await compressSite(client, { precompressed: new Set([join('de-de', 'index.html')]) })
    expect(readFileSync(join(variants, 'de-de', 'index.html.br'), 'utf8')).toBe('kept')
    expect(statSync(join(variants, 'sitemap.xml.br')).size).toBeGreaterThan(0)
    expect(readdirSync(client).sort()).toEqual(['de-de', 'sitemap.xml'])
    expect(figures.files).toBe(2)
    expect(figures.bytes).toBe(Buffer.byteLength(page) + statSync(join(client, 'sitemap.xml')).size)
    expect(figures.brotliBytes).toBe('kept'.length + statSync(join(variants, 'sitemap.xml.br')).size)
  })

  it('takes the variants a store kept for the same content, as they would be compressed', async () => {
    const kept = new Map<string, Buffer>()
    const store = { get: (key: string) => kept.get(key), put: (key: string, value: Buffer) => void kept.set(key, value) }
    writeFileSync(join(client, 'app.js'), `export const text = ${JSON.stringify('Mietwagen '.repeat(300))}`)
    await compressSite(client, { variantStore: store })
    const compressed = readFileSync(join(variants, 'app.js.br'))
    expect(kept.size).toBe(1)
    rmSync(variants, { recursive: true })
    // A stand-in for the brotli variant: what the store gives is what is written.
    const [key, value] = [...kept][0]
    kept.set(
      key,
      Buffer.concat([value.subarray(0, 4), Buffer.from('B'.repeat(value.readUInt32BE(0))), value.subarray(4 + value.readUInt32BE(0))]),
    )
    await compressSite(client, { variantStore: store })
    expect(readFileSync(join(variants, 'app.js.br'), 'utf8')).toBe('B'.repeat(compressed.length))
    expect(gunzipSync(readFileSync(join(variants, 'app.js.gz'))).toString()).toBe(readFileSync(join(client, 'app.js'), 'utf8'))
  })
})
