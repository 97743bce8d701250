/** Hosts where the site is served over plain http in development ("localhost:3000", "127.0.0.1", "[::1]", "*.localhost"). */
export function isLocalHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '')
  return name === 'localhost' || name === '127.0.0.1' || name === '::1' || name.endsWith('.localhost')
}
