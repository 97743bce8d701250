export type ConsentChoice = 'all' | 'limited'

/** The cookie that remembers the choice; it starts with the essential prefix, so it survives the clean-up. */
export const consentCookieName = (prefix: string) => `${prefix}consent`

export function cookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean)
}

export function readConsent(cookieString: string, prefix: string): ConsentChoice | undefined {
  const name = consentCookieName(prefix)
  const value = cookieString
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1)
  return value === 'all' || value === 'limited' ? value : undefined
}

/** SPEC §9: without consent to every category, each cookie whose name does not start with the prefix goes. */
export function cookiesToDelete(cookieString: string, prefix: string, choice: ConsentChoice | undefined): string[] {
  if (choice === 'all') return []
  return cookieNames(cookieString).filter((name) => !name.startsWith(prefix))
}
