import { describe, expect, it } from 'vitest'
import { EngineBug } from '../../shared/assert.ts'
import { recordingSend, replaySend } from './recordedAnswers.ts'

// The build's prerender processes replay the data stage's answers: the same request gets the same answer, byte for byte.
describe('recordedAnswers', () => {
  const api = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    if (url.endsWith('/empty')) return new Response(null, { status: 204 })
    const language = new Headers(init?.headers).get('accept-language')
    return new Response(JSON.stringify({ url, language }), { status: 200, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch

  it('replays each request with its status, headers and body, told apart by language and tenant', async () => {
    const recording = recordingSend(api)
    await recording.send('https://api.example.com/v1/branches', { headers: { 'accept-language': 'de-DE', 'x-tenant-id': '1' } })
    await recording.send('https://api.example.com/v1/branches', { headers: { 'accept-language': 'fr-FR', 'x-tenant-id': '1' } })
    await recording.send('https://api.example.com/v1/empty')
    const replay = replaySend(JSON.parse(JSON.stringify(await recording.answers())))
    const french = await replay('https://api.example.com/v1/branches', { headers: { 'accept-language': 'fr-FR', 'x-tenant-id': '1' } })
    expect(french.status).toBe(200)
    expect(french.headers.get('content-type')).toBe('application/json')
    expect(await french.json()).toEqual({ url: 'https://api.example.com/v1/branches', language: 'fr-FR' })
    expect((await replay('https://api.example.com/v1/empty')).status).toBe(204)
  })

  it('fails as an engine bug on a request the data stage did not make', async () => {
    const replay = replaySend([])
    await expect(replay('https://api.example.com/v1/other')).rejects.toThrow(EngineBug)
    await expect(replay('https://api.example.com/v1/other')).rejects.toThrow(/did not/)
  })
})
