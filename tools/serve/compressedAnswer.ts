/**
 * An answer made for one request (the no-JavaScript help search's results page) compressed as the build compresses
 * pages (engine/node/delivery/compressSite.ts: brotli quality 5, gzip level 6), in the coding the client accepts.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { negotiateEncoding, type Encoding } from '../../engine/node/delivery/acceptEncoding.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export async function compressedAnswer(text: string, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding: Encoding }> {
  const content = Buffer.from(text)
  const encoding = negotiateEncoding(acceptEncoding, ['br', 'gzip'])
  if (encoding === 'br')
    return {
      body: await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      encoding,
    }
  if (encoding === 'gzip') return { body: await gzipAsync(content, { level: 6 }), encoding }
  return { body: content, encoding }
}
