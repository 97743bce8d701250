/** The name of the server bundle's prerender entry (vite.config.ts): the build writes it as server/<name>.mjs. */
export const PRERENDER_ENTRY = 'prerender-entry'
