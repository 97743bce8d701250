// Protects the dev server's quick preparations: the web API is asked once per request while documents change, a
// failed or 5xx answer is asked again, and forget() (a change to the reference API) asks everything again.
import { describe, expect, it } from 'vitest'
import { cachingSend } from './recordedAnswers.ts'

function countingApi(answer: (call: number) => Response | Error) {
  let calls = 0
  const send = (async () => {
    calls++
    const result = answer(calls)
    if (result instanceof Error) throw result
    return result
  }) as typeof fetch
  return { send, calls: () => calls }
}

describe('cachingSend', () => {
  it('asks once per request and answers repeats with the same status, headers and body', async () => {
    const api = countingApi(() => new Response('{"a":1}', { status: 200, headers: { 'content-type': 'application/json' } }))
    const { send } = cachingSend(api.send)
    const first = await send('https://api.example.com/v1/branches', { headers: { 'accept-language': 'de-DE' } })
    const again = await send('https://api.example.com/v1/branches', { headers: { 'accept-language': 'de-DE' } })
    expect(await first.json()).toEqual({ a: 1 })
    expect(await again.json()).toEqual({ a: 1 })
    expect(again.headers.get('content-type')).toBe('application/json')
    expect(api.calls()).toBe(1)
    await send('https://api.example.com/v1/branches', { headers: { 'accept-language': 'fr-FR' } })
    expect(api.calls()).toBe(2)
  })

  it('asks again after a failure or a server error, and after forget()', async () => {
    const api = countingApi((call) => (call === 1 ? new Error('offline') : new Response(null, { status: call === 2 ? 503 : 204 })))
    const caching = cachingSend(api.send)
    await expect(caching.send('https://api.example.com/x')).rejects.toThrow('offline')
    expect((await caching.send('https://api.example.com/x')).status).toBe(503)
    expect((await caching.send('https://api.example.com/x')).status).toBe(204)
    expect((await caching.send('https://api.example.com/x')).status).toBe(204)
    expect(api.calls()).toBe(3)
    caching.forget()
    await caching.send('https://api.example.com/x')
    expect(api.calls()).toBe(4)
  })
})

describe('cachingSend across restarts', () => {
  it('answers from the answers an earlier cache kept, asking the API only for what they lack', async () => {
    const api = countingApi(() => new Response('{"b":2}', { status: 200, headers: { 'content-type': 'application/json' } }))
    const earlier = cachingSend(api.send)
    await earlier.send('https://api.example.com/v1/branches')
    const kept = await earlier.answers()
    expect(kept).toHaveLength(1)

    const later = cachingSend(api.send, kept)
    expect(await (await later.send('https://api.example.com/v1/branches')).json()).toEqual({ b: 2 })
    expect([api.calls(), later.sent()]).toEqual([1, 0])
    await later.send('https://api.example.com/v1/offers')
    expect([api.calls(), later.sent()]).toEqual([2, 1])
  })
})
