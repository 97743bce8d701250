import type { IncomingMessage } from 'node:http'

/** A form of a stand-in provider's page is a few fields: anything longer is not one of its forms. */
const FORM_LIMIT_BYTES = 4096

/**
 * The fields of a urlencoded form posted to a stand-in provider's page (payment, identity), or undefined when the body
 * is longer than a form of those pages can be (the request is dropped) or the connection fails.
 */
export function readSmallForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > FORM_LIMIT_BYTES) {
        request.destroy()
        return resolve(undefined)
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))))
    request.on('error', () => resolve(undefined))
  })
}
