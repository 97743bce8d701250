/**
 * One endpoint of the studio's API (studio/shared/studioApi.ts). Each area of the studio (documents and edits,
 * explain, changes, new market) exports its routes; studio/node/studioServer.ts mounts them under STUDIO_API.
 */
import type { ViteDevServer } from 'vite'

export interface StudioRequest {
  query: URLSearchParams
  /** The parsed JSON body of a POST (undefined for a GET). */
  body: unknown
}

export interface StudioAnswer {
  status: number
  body: unknown
}

export interface StudioContext {
  /** The repository the studio edits (absolute path). */
  root: string
  /** The dev pipeline that renders the previews (npm run dev's, embedded). */
  vite: ViteDevServer
  /** Tells open studio pages (Server-Sent Events) which repository-relative files changed. */
  notifyFilesChanged: (files: string[]) => void
}

export interface StudioRoute {
  method: 'GET' | 'POST'
  /** The path after STUDIO_API: "/site", "/edit". */
  path: string
  handle: (request: StudioRequest, context: StudioContext) => Promise<StudioAnswer> | StudioAnswer
}
