/** SPEC §2: the banner shows only for an empty hash, the root hash "#/", or "#/" followed by a query string. */
export function isBannerHash(hash: string): boolean {
  return hash === '' || hash === '#' || hash === '#/' || hash.startsWith('#/?')
}
