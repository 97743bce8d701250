/**
 * One call to the studio's API. The answer keeps its status: an edit's refusal (422) and conflict (409) are answers
 * with a body to show, and 404 means the endpoint is not in this studio yet (its area is merged later).
 */
import { STUDIO_API } from '../../shared/studioApi.ts'

export type StudioResult<T> = { kind: 'answer'; status: number; body: T } | { kind: 'not-available' } | { kind: 'failed'; message: string }

export async function fetchStudio<T>(path: string, body?: unknown): Promise<StudioResult<T>> {
  try {
    const response = await fetch(`${STUDIO_API}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (response.status === 404) return { kind: 'not-available' }
    const text = await response.text()
    try {
      return { kind: 'answer', status: response.status, body: JSON.parse(text) as T }
    } catch {
      return { kind: 'failed', message: `${response.status} ${response.statusText}: ${text.slice(0, 200)}` }
    }
  } catch (error) {
    return { kind: 'failed', message: `The studio server did not answer (${(error as Error).message}).` }
  }
}

/** The query string of an API call, empty members left out. */
export function apiQuery(members: Record<string, string | undefined>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(members)) if (value !== undefined && value !== '') query.set(name, value)
  return query.toString()
}
