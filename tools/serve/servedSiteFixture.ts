/**
 * A tiny built site in a temporary folder, served in this process by createSiteServer on a free port: the files the
 * server treats differently (pages, a market 404, the error pages, a hashed asset), the brotli and gzip variants the
 * build writes for text files (in the folder beside the site's: variantFile.ts), and the `_headers` file written by the build's own code (prepareDelivery.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { writeDeliveryHeaders } from '../../engine/node/delivery/prepareDelivery.ts'
import { variantsFolderOf } from '../../engine/node/delivery/variantFile.ts'
import { writeRedirectsFile } from '../../engine/node/delivery/redirectsFile.ts'
import { DEFAULT_API_SETTINGS } from '../../engine/shared/api/apiSettings.ts'
import { createSiteServer, type SiteServerOptions } from './createSiteServer.ts'

export const PAGE = '/en-us/rental/'
export const ASSET = '/assets/chunks/chunk-AbCd1234.js'

const SITE_FILES: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Start</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  '500.html': '<!doctype html><title>Server error</title>',
  'en-us/index.html': '<!doctype html><title>en-US start</title>',
  'en-us/rental/index.html': `<!doctype html><title>en-US rental</title>${'<p>Rent a car at the airport.</p>'.repeat(50)}`,
  'en-us/404.html': '<!doctype html><title>en-US not found</title>',
  [ASSET.slice(1)]: `export const text = ${JSON.stringify('island code '.repeat(100))}`,
}

export interface ServedSite {
  root: string
  port: number
  /** http://127.0.0.1:<port> */
  origin: string
  server: Server
  stop: () => Promise<void>
}

export async function startServedSite(
  options: {
    /** More files (relative path → content); each text file of `compress` also gets its .br and .gz variant. */
    files?: Record<string, string | Buffer>
    compress?: string[]
    /** The public origin the build writes `_headers` for; `null` writes no `_headers`. */
    siteOrigin?: string | null
    server?: SiteServerOptions
  } = {},
): Promise<ServedSite> {
  // A build folder with its client folder (served) and the variants folder beside it, as dist/ holds them.
  const build = mkdtempSync(join(tmpdir(), 'served-site-'))
  const root = join(build, 'client')
  const writeIn = (folder: string, file: string, content: string | Buffer) => {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    writeFileSync(join(folder, file), content)
  }
  const write = (file: string, content: string | Buffer) => writeIn(root, file, content)
  const files = { ...SITE_FILES, ...options.files }
  for (const [file, content] of Object.entries(files)) write(file, content)
  // Fast settings: the bytes differ from a build's, what the server does with them does not.
  for (const file of ['index.html', 'en-us/rental/index.html', ASSET.slice(1), ...(options.compress ?? [])]) {
    writeIn(variantsFolderOf(root), `${file}.br`, brotliCompressSync(files[file], { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }))
    writeIn(variantsFolderOf(root), `${file}.gz`, gzipSync(files[file], { level: 1 }))
  }
  if (options.siteOrigin !== null)
    writeDeliveryHeaders(root, {
      api: DEFAULT_API_SETTINGS,
      tagManagerSrc: '/consent/tag-manager.js',
      videoOrigin: 'https://video.example.com',
      origin: options.siteOrigin ?? 'https://www.example.com',
    })
  // The static hosts' rules, which the server must not serve as a file either.
  writeRedirectsFile(root)
  const server = createSiteServer(root, options.server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    root,
    port,
    origin: `http://127.0.0.1:${port}`,
    server,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      rmSync(build, { recursive: true, force: true })
    },
  }
}
