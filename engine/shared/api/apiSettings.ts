import type { PageApiEnv } from './ApiContext.ts'

export type ApiSettings = Pick<PageApiEnv, 'endpointBase' | 'endpointBaseGrpc' | 'webAppBase' | 'bootstrapperSuffix'>

/** Without configuration the site talks to the reference API and micro-apps that `npm start` and `npm run dev` serve. */
export const DEFAULT_API_SETTINGS: ApiSettings = {
  endpointBase: '/api',
  endpointBaseGrpc: '/api/grpc',
  webAppBase: '/web-apps',
  bootstrapperSuffix: '',
}

/** Build-time environment variables that override site.json "api", one per setting. */
export const API_SETTING_VARIABLES: Record<keyof ApiSettings, string> = {
  endpointBase: 'SITE_API_BASE',
  endpointBaseGrpc: 'SITE_API_BASE_GRPC',
  webAppBase: 'SITE_WEB_APP_BASE',
  bootstrapperSuffix: 'SITE_BOOTSTRAPPER_SUFFIX',
}

/**
 * The API settings a build bakes into its pages: an environment variable wins over site.json "api",
 * which wins over the defaults. Trailing slashes are dropped so paths join with a single "/".
 */
export function resolveApiSettings(fromSite: Partial<ApiSettings> = {}, variables: Record<string, string | undefined> = {}): ApiSettings {
  const settings = { ...DEFAULT_API_SETTINGS }
  for (const key of Object.keys(settings) as (keyof ApiSettings)[]) {
    const value = variables[API_SETTING_VARIABLES[key]] ?? fromSite[key]
    if (value !== undefined) settings[key] = key === 'bootstrapperSuffix' ? value : value.replace(/\/+$/, '')
  }
  return settings
}

/** A base without a scheme ("/api", the default) means the reference API of this repository, read in-process. */
export function readsEmbeddedApi(endpointBase: string): boolean {
  return !/^https?:\/\//.test(endpointBase)
}
