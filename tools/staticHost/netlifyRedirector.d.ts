// netlify-redirector ships no types: the part of its API the Netlify model uses (its index.js).
declare module 'netlify-redirector' {
  interface RedirectRequest {
    scheme: string
    host: string
    path: string
    query: string
    getHeader: (name: string) => string
    getCookie: (name: string) => string
  }
  interface RedirectMatcher {
    match: (request: RedirectRequest) => { from: string; to: string; status: number; force: boolean } | null
  }
  const redirector: { parseJSON: (rules: string, options: Record<string, unknown>) => Promise<RedirectMatcher> }
  export default redirector
}
