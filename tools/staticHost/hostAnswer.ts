/** What a static host answers to a GET of a path: the status, where a redirect points, which file's bytes it sends. */
export interface HostAnswer {
  status: number
  location?: string
  /** The file sent (relative to the published folder, "/" separators); none for a redirect. */
  file?: string
}

/** The host's own files in the published folder, read by the host and never served (`_headers`, `_redirects`). */
export const HOST_FILES = new Set(['_headers', '_redirects', '_routes.json'])
