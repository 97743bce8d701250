// Protects the studio server: it listens on 127.0.0.1 only, answers its API as JSON (a handler that throws is a 500
// with the message, and the server keeps answering), serves its shell at /studio/ and tells open pages which files changed.
import { writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STUDIO_API } from '../shared/studioApi.ts'
import { BadRequest } from './badRequest.ts'
import type { StudioRoute } from './studioRoute.ts'
import { type StudioServer, startStudioServer } from './studioServer.ts'
import { type TemporaryRepository, temporaryRepository } from './temporaryRepository.ts'

const PORT = 3412
const routes: StudioRoute[] = [
  { method: 'GET', path: '/echo', handle: ({ query }) => ({ status: 200, body: { said: query.get('say') } }) },
  { method: 'POST', path: '/echo', handle: ({ body }) => ({ status: 200, body }) },
  {
    method: 'GET',
    path: '/needs-file',
    handle: () => {
      throw new BadRequest('file is missing')
    },
  },
  {
    method: 'GET',
    path: '/broken',
    handle: () => {
      throw new Error('the handler broke')
    },
  },
]
let repository: TemporaryRepository
let studio: StudioServer
const base = `http://127.0.0.1:${PORT}`
const JSON_BODY = { 'content-type': 'application/json' }

beforeAll(async () => {
  repository = temporaryRepository()
  studio = await startStudioServer({ root: repository.root, port: PORT, routes, viteConfigFile: false })
})
afterAll(async () => {
  await studio?.close()
  repository?.remove()
})

describe('startStudioServer', () => {
  it('listens on 127.0.0.1 only, on the port it was given', () => {
    expect(studio.server.address()).toMatchObject({ address: '127.0.0.1', port: PORT })
    expect(studio.url).toBe(`http://127.0.0.1:${PORT}/studio/`)
  })

  it('fails with a clear message on a busy port instead of taking another', async () => {
    await expect(startStudioServer({ root: repository.root, port: PORT, routes, viteConfigFile: false })).rejects.toThrow(
      `Port ${PORT} on 127.0.0.1 is in use`,
    )
  })

  it('answers a handler that throws with a 500 JSON message, and keeps answering', async () => {
    const broken = await fetch(`${base}${STUDIO_API}/broken`)
    expect(broken.status).toBe(500)
    expect(await broken.json()).toEqual({ message: 'the handler broke' })
    const echo = await fetch(`${base}${STUDIO_API}/echo?say=hello`)
    expect(echo.status).toBe(200)
    expect(await echo.json()).toEqual({ said: 'hello' })
  })

  it('answers an unknown API path with 404 JSON and a body that is not JSON with 400', async () => {
    const unknown = await fetch(`${base}${STUDIO_API}/nothing-here`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: `There is no studio API at ${STUDIO_API}/nothing-here` })
    const notJson = await fetch(`${base}${STUDIO_API}/echo`, { method: 'POST', headers: JSON_BODY, body: '{not json' })
    expect(notJson.status).toBe(400)
    expect(((await notJson.json()) as { message: string }).message).toMatch(/^The request body is not JSON/)
    const badQuery = await fetch(`${base}${STUDIO_API}/needs-file`)
    expect(badQuery.status).toBe(400)
    expect(await badQuery.json()).toEqual({ message: 'file is missing' })
    const json = await fetch(`${base}${STUDIO_API}/echo`, { method: 'POST', headers: JSON_BODY, body: JSON.stringify({ a: 1 }) })
    expect(await json.json()).toEqual({ a: 1 })
  })

  it('refuses a request to another host name, from another site, or a POST that is not JSON', async () => {
    const status = (headers: Record<string, string>, method = 'GET') =>
      new Promise<number>((resolve, reject) => {
        const sent = request(`${base}${STUDIO_API}/echo`, { method, headers }, (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        })
        sent.on('error', reject)
        sent.end(method === 'POST' ? '{}' : undefined)
      })
    expect(await status({ host: 'rebound.example.com' })).toBe(403)
    expect(await status({ origin: 'https://www.example.com' })).toBe(403)
    expect(await status({ 'content-type': 'text/plain' }, 'POST')).toBe(415)
    expect(await status({ origin: `http://localhost:${PORT}`, 'content-type': 'application/json' }, 'POST')).toBe(200)
  })

  it('serves the studio shell at /studio/', async () => {
    const shell = await fetch(`${base}/studio/`)
    const html = await shell.text()
    expect(shell.status).toBe(200)
    expect(html).toMatch(/^<!doctype html>/i)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>Studio</title>')
    expect(html).toContain('<div id="studio"></div>')
    expect(html).toContain('src="/studio/client/main.tsx"')
  })

  it('sends a files-changed event when a document changes on disk', async () => {
    const received = new Promise<string>((resolve, reject) => {
      const events = request(`${base}${STUDIO_API}/events`, (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
          if (text.includes('data: ')) {
            events.destroy()
            resolve(text)
          }
        })
        writeFileSync(join(repository.root, 'navigation/main.json'), `${JSON.stringify({ changed: true })}\n`)
      })
      events.on('error', reject)
      events.end()
    })
    const text = await received
    expect(text).toContain(`data: ${JSON.stringify({ type: 'files-changed', files: ['navigation/main.json'] })}`)
  })
})
