// A table of hostile and careless requests against `npm run serve` (tools/serve.ts, its own process) on a tiny
// built site: each is answered within a second with the status a client can act on, and the server is still up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BODY_LIMIT_BYTES } from '../../../api/node/serveApiRequest.ts'
import { rawRequest, type RawAnswer } from './rawRequest.ts'
import { startServedFixture, UNREADABLE_PAGE, type ServedFixture } from './startServedFixture.ts'

let served: ServedFixture
beforeAll(async () => {
  served = await startServedFixture()
})
afterAll(() => served?.stop())

const CREATE = '/api/v1/rentalreservations/create'
const request = (method: string, path: string, headers: string[] = [], body = '') =>
  `${method} ${path} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n${[...headers, ...(body ? [`content-length: ${Buffer.byteLength(body)}`] : [])].map((line) => `${line}\r\n`).join('')}\r\n${body}`

interface Probe {
  /** What broke, as the regression it guards against. */
  name: string
  send: string
  hangUpAfterSend?: boolean
  expect: (answer: RawAnswer) => void
}

const PROBES: Probe[] = [
  {
    name: 'a Host header that is not a host on /api/* ended the server (ERR_INVALID_URL outside the try)',
    send: 'GET /api/v1/apps/geoip HTTP/1.1\r\nhost: exa mple\r\nconnection: close\r\n\r\n',
    expect: (answer) => expect(answer.status).toBe(200),
  },
  {
    name: 'a client disconnecting while sending a POST body to /api/* ended the server (ECONNRESET)',
    send: `POST ${CREATE} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"branchId":`,
    hangUpAfterSend: true,
    expect: (answer) => expect(answer.status).toBeUndefined(),
  },
  {
    name: 'malformed percent-encoding in a page path answered 500 with a stack trace',
    send: request('GET', '/en-us/%E0%A4%A/'),
    expect: (answer) => expect(answer.status).toBe(400),
  },
  ...['POST', 'PUT', 'DELETE', 'PATCH'].map<Probe>((method) => ({
    name: `${method} on a page answered 200`,
    send: request(method, '/en-us/rental/', ['content-type: text/plain'], 'x'),
    expect: (answer) => {
      expect(answer.status).toBe(405)
      expect(answer.head).toMatch(/^allow: GET, HEAD$/im)
    },
  })),
  {
    name: 'a raw "/.//evil.com/…" path redirected to "//evil.com/…", off the site',
    send: request('GET', '/.//evil.example/..%2Fen-us/rental'),
    expect: (answer) => {
      expect(answer.status).toBe(301)
      expect(answer.head).toMatch(/^location: \/[^/\\]/im)
    },
  },
  {
    name: 'a 400 MB body was buffered in memory',
    send: `POST ${CREATE} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 400000000\r\n\r\n{"a":1`,
    expect: (answer) => expect(answer.status).toBe(413),
  },
  {
    name: 'a chunked body over the limit was buffered in memory',
    send: `POST ${CREATE} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n${(API_BODY_LIMIT_BYTES + 10).toString(16)}\r\n${'x'.repeat(API_BODY_LIMIT_BYTES + 10)}\r\n0\r\n\r\n`,
    expect: (answer) => expect(answer.status).toBe(413),
  },
  {
    name: 'a text/plain body was accepted on an action (a cross-site form could create reservations)',
    send: request('POST', CREATE, ['content-type: text/plain'], '{"branchId":"us-jfk-airport"}'),
    expect: (answer) => expect(answer.status).toBe(415),
  },
  {
    name: 'type-confused JSON {"branchId":{"toString":1}} answered 500',
    send: request('POST', CREATE, ['content-type: application/json'], '{"branchId":{"toString":1}}'),
    expect: (answer) => {
      expect(answer.status).toBe(400)
      // The request schema answers first, naming a field (here a required one the probe left out).
      expect(JSON.parse(answer.body)).toMatchObject({ message: expect.stringMatching(/^"\w+" /), field: expect.any(String) })
    },
  },
  {
    name: 'a malformed api-failure cookie answered 500',
    send: request('GET', '/api/v1/apps/geoip', ['cookie: api-failure=%E0%A4%A']),
    expect: (answer) => expect(answer.status).toBe(200),
  },
  {
    name: 'a request target that is not a path was taken as a URL',
    send: 'GET http://evil.example/en-us/rental/ HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n',
    expect: (answer) => expect(answer.status).toBe(200),
  },
  {
    name: 'a header line that is not HTTP reached the handlers',
    send: 'GET / HTTP/1.1\r\nhost: localhost\r\nthis is not a header\r\n\r\n',
    expect: (answer) => expect(answer.status).toBe(400),
  },
  {
    name: 'a path climbing out of the site folder read files beside it',
    send: request('GET', '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd'),
    expect: (answer) => {
      expect(answer.status).toBe(404)
      expect(answer.body).not.toContain('root:')
    },
  },
  {
    name: 'headers over the size limit were read',
    send: `GET / HTTP/1.1\r\nhost: localhost\r\nx-big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    expect: (answer) => expect(answer.status).toBe(431),
  },
  {
    name: 'HEAD on a page sent a body',
    send: request('HEAD', '/en-us/rental/'),
    expect: (answer) => {
      expect(answer.status).toBe(200)
      expect(answer.body).toBe('')
    },
  },
  {
    name: 'a NUL byte in a page path reached the file system',
    send: request('GET', '/en-us/%00/'),
    expect: (answer) => expect(answer.status).toBe(400),
  },
]

describe('the served site under hostile requests', () => {
  it.each(PROBES.map((probe) => [probe.name, probe] as const))('%s', async (_name, probe) => {
    const stderrBefore = served.stderr().length
    probe.expect(await rawRequest(served.port, probe.send, { hangUpAfterSend: probe.hangUpAfterSend }))
    // Still up: the next visitor gets the start page, and nothing was logged as a server failure.
    expect(served.process.exitCode).toBeNull()
    expect((await fetch(served.origin)).status).toBe(200)
    expect(served.stderr().slice(stderrBefore)).toBe('')
  })
})

describe('a request that fails while being served', () => {
  it('answers 500 with the 500 page (and logs the error), and the server goes on', async () => {
    const response = await fetch(`${served.origin}/${UNREADABLE_PAGE}/`)
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('Server error')
    // The server's log arrives through a pipe, possibly after the answer.
    await expect.poll(() => served.stderr()).toContain('EISDIR')
    expect((await fetch(served.origin)).status).toBe(200)
  })
})
