import { describe, expect, it } from 'vitest'
import { createBuildFetch } from './createBuildFetch.ts'

const settings = { concurrency: 2, timeoutMs: 200, retries: 2, backoffMs: 1 }

/** A fake API that records what reached it. */
function fakeApi(answer: (url: string, attempt: number) => Response | Promise<Response>) {
  const seen: string[] = []
  let inFlight = 0
  let maxInFlight = 0
  const send = (async (input: string, init?: RequestInit) => {
    seen.push(String(input))
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    try {
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (init?.signal?.aborted) throw new DOMException('timed out', 'TimeoutError')
      return await answer(String(input), seen.filter((url) => url === String(input)).length)
    } finally {
      inFlight--
    }
  }) as typeof fetch
  return { send, seen, maxInFlight: () => maxInFlight }
}

describe('createBuildFetch', () => {
  it('asks the API once for the same answer in the same language, however many pages need it', async () => {
    const api = fakeApi(() => Response.json([1, 2]))
    const { fetch, stats } = createBuildFetch(api.send, settings)
    const headers = { 'accept-language': 'de-DE', 'x-tenant-id': '6' }
    const answers = await Promise.all([1, 2, 3].map(() => fetch('https://api.example.test/v1/a', { headers }).then((r) => r.json())))
    await fetch('https://api.example.test/v1/a', { headers: { ...headers, 'accept-language': 'fr-FR' } })
    expect(answers).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
    ])
    expect(api.seen).toHaveLength(2)
    expect(stats).toMatchObject({ calls: 4, requests: 2 })
  })

  it('keeps at most `concurrency` requests in flight', async () => {
    const api = fakeApi(() => Response.json({}))
    const { fetch } = createBuildFetch(api.send, settings)
    await Promise.all(Array.from({ length: 10 }, (_, i) => fetch(`https://api.example.test/v1/${i}`)))
    expect(api.seen).toHaveLength(10)
    expect(api.maxInFlight()).toBe(2)
  })

  it('retries a 5xx answer and gives the first good one', async () => {
    const api = fakeApi((_url, attempt) => (attempt < 3 ? new Response('busy', { status: 503 }) : Response.json({ ok: true })))
    const { fetch, stats } = createBuildFetch(api.send, settings)
    const response = await fetch('https://api.example.test/v1/flaky')
    expect(await response.json()).toEqual({ ok: true })
    expect(stats.retries).toBe(2)
  })

  it('gives the last 5xx answer after the retries are spent, and does not retry a 4xx', async () => {
    const down = fakeApi(() => new Response('down', { status: 502 }))
    const { fetch: downFetch } = createBuildFetch(down.send, settings)
    expect((await downFetch('https://api.example.test/v1/down')).status).toBe(502)
    expect(down.seen).toHaveLength(3)
    const refused = fakeApi(() => new Response('no', { status: 400 }))
    const { fetch: refusedFetch } = createBuildFetch(refused.send, settings)
    expect((await refusedFetch('https://api.example.test/v1/refused')).status).toBe(400)
    expect(refused.seen).toHaveLength(1)
  })

  it('retries a network error and then fails with it', async () => {
    const api = fakeApi(() => {
      throw new TypeError('fetch failed')
    })
    const { fetch } = createBuildFetch(api.send, settings)
    await expect(fetch('https://api.example.test/v1/gone')).rejects.toThrow('fetch failed')
    expect(api.seen).toHaveLength(3)
  })

  it('gives up on an attempt that takes longer than the timeout', async () => {
    const slow = (async (_input: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
      )) as typeof fetch
    const { fetch } = createBuildFetch(slow, { ...settings, timeoutMs: 20, retries: 1 })
    await expect(fetch('https://api.example.test/v1/slow')).rejects.toThrow('no answer within 20 ms (2 attempts)')
  })
})
