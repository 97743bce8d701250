import { hostKind } from './hostKind.ts'

/** The debug cookie; it starts with the essential prefix (sx_), so the consent clean-up keeps it. */
export const DEBUG_COOKIE = 'sx_debug'
/** The setting (localStorage key) that switches debug mode when no cookie decides. */
export const DEBUG_SETTING = 'sx_debug'

export type DebugSource = 'cookie' | 'setting' | 'host' | 'default'
export interface DebugMode {
  on: boolean
  source: DebugSource
}

/** "true"/"1"/"on" and "false"/"0"/"off"; anything else (garbage, empty) decides nothing. */
export function parseDebugFlag(value: string | null | undefined): boolean | undefined {
  const flag = value?.trim().toLowerCase()
  if (flag === 'true' || flag === '1' || flag === 'on') return true
  if (flag === 'false' || flag === '0' || flag === 'off') return false
  return undefined
}

/** The value of one cookie in a document.cookie string; a malformed encoding is taken as it is. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== name) continue
    const raw = pair.slice(at + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

/**
 * SPEC §4: debug mode is what the debug cookie says, else what the setting says, else on for internal, dev
 * and localhost hosts (so production never shows the debugger unless someone asks for it).
 */
export function debugMode(input: { host: string | undefined; cookies: string; setting?: string | null }): DebugMode {
  const fromCookie = parseDebugFlag(cookieValue(input.cookies, DEBUG_COOKIE))
  if (fromCookie !== undefined) return { on: fromCookie, source: 'cookie' }
  const fromSetting = parseDebugFlag(input.setting)
  if (fromSetting !== undefined) return { on: fromSetting, source: 'setting' }
  const kind = hostKind(input.host)
  if (kind !== 'public') return { on: true, source: 'host' }
  return { on: false, source: 'default' }
}

/** The debug mode of the current browser page. */
export function currentDebugMode(): DebugMode {
  let setting: string | null = null
  try {
    setting = localStorage.getItem(DEBUG_SETTING)
  } catch {
    setting = null
  }
  return debugMode({ host: location.host, cookies: document.cookie, setting })
}
