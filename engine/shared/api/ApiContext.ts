/** The request context of SPEC §3/§7 that every call carries and micro-apps receive. */
export interface ApiContext {
  /** Base URL of the web API, such as "/api" (the reference API of `npm start`) or "https://api.example.com". */
  endpointBase: string
  /** Base URL of the gRPC-web gateway; passed on to micro-apps, the site itself does not call it. */
  endpointBaseGrpc: string
  /** The page's language code, such as "de-DE" or "es-US", sent as Accept-Language. */
  acceptLanguage: string
  /** Tenant of the brand (SPEC §3, §9), sent as X-Tenant-Id: the market document's tenantId (markets/_base.json names the main brand's). */
  tenantId: number
}

/** ApiContext plus where micro-apps are loaded from (SPEC §7: {app base}/bootstrapper{suffix}.json). */
export interface PageApiEnv extends ApiContext {
  /** Base path of the micro-apps, such as "/web-apps"; an app lives at {webAppBase}/{app name}/. */
  webAppBase: string
  /** Environment suffix of the bootstrapper file name, "" in production (bootstrapper.json). */
  bootstrapperSuffix: string
}
