/**
 * The name of the provider a social login went to, kept for the tab while the visitor is at the provider: the
 * return page says "… with Example ID" without asking the API again. Session storage: gone with the tab.
 */
const KEY = 'sx_social_provider'

export function rememberSocialProvider(name: string): void {
  try {
    sessionStorage.setItem(KEY, name)
  } catch {
    // storage refused (private mode): the return page names no provider
  }
}

export function rememberedSocialProvider(): string {
  try {
    return sessionStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}
