/** Every domain a script may have set a cookie on: the host and each parent domain, with and without a dot. */
export function cookieDomains(hostname: string): (string | undefined)[] {
  const parts = hostname.split('.')
  const domains: (string | undefined)[] = [undefined]
  for (let index = 0; index < parts.length - 1; index++) {
    const domain = parts.slice(index).join('.')
    domains.push(domain, `.${domain}`)
  }
  return domains
}

/**
 * Deletes the cookies named on every domain and path a script may have set them (SPEC §9). Fetched with the
 * choices (consentChoices.ts) only when a page finds such a cookie: most visitors never carry one.
 */
export function deleteCookies(names: string[]): void {
  for (const name of names) {
    for (const domain of cookieDomains(location.hostname)) {
      for (const path of ['/', location.pathname]) {
        document.cookie = `${name}=; max-age=0; path=${path}${domain ? `; domain=${domain}` : ''}`
      }
    }
  }
}
