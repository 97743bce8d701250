/** What a caller may say about one call. */
export interface CallOptions {
  signal?: AbortSignal
  timeoutMs?: number
}

/** How calls are sent: the build passes its own fetch (cached, retried) and a longer timeout. */
export interface Transport {
  fetch?: typeof fetch
  timeoutMs?: number
}
