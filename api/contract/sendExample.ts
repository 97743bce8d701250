import type { ContractExample } from './contractExamples.ts'

/** The answer of a request whose body is not JSON. */
export const NOT_JSON = Symbol('not JSON')

/** The URL of an example: the base ("http://localhost:3000/api"), the path with its parameters, the query. */
export function exampleUrl(base: string, path: string, example: ContractExample): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(example.path?.[name] ?? ''))
  const search = new URLSearchParams(Object.entries(example.query ?? {}).map(([key, value]) => [key, String(value)]))
  return `${base.replace(/\/$/, '')}${filled}${search.size ? `?${search}` : ''}`
}

/**
 * Sends one example as the site would: JSON bodies with `content-type: application/json` and no Origin of another
 * site (the reference API refuses both otherwise, 415 and 403), unless the example is about exactly that.
 */
export async function sendExample(
  fetcher: typeof fetch,
  base: string,
  method: string,
  path: string,
  example: ContractExample,
  sessionCookie: string | undefined,
): Promise<{ status: number; json: unknown; setCookies: string[] }> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'en-US', ...example.headers }
  if (example.session && sessionCookie) headers.cookie = sessionCookie
  let body: string | undefined
  if (example.body !== undefined) {
    headers['content-type'] = example.contentType ?? 'application/json'
    body = JSON.stringify(example.body)
  }
  const response = await fetcher(exampleUrl(base, path, example), { method: method.toUpperCase(), headers, body })
  const text = await response.text()
  let json: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch {
    json = NOT_JSON
  }
  return { status: response.status, json, setCookies: response.headers.getSetCookie() }
}
