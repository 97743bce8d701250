/** The cancellation link of a ride on this page: its reference and token as query parameters (RideCancellation reads them). */
export function rideCancelHref(reference: string, token: string, page: string = window.location.pathname): string {
  return `${page}?${new URLSearchParams({ ride: reference, token })}`
}

/** The reference and token a cancellation link carries, when the page was opened with one. */
export function rideCancelParams(search: string = window.location.search): { reference: string; token: string } | undefined {
  const params = new URLSearchParams(search)
  const reference = params.get('ride')
  const token = params.get('token')
  return reference && token ? { reference, token } : undefined
}
