/** Where the dev server shows the 500 page (en-US, no chrome, no script); a build writes it as SERVER_ERROR_FILE. */
export const SERVER_ERROR_PATH = '/500'
/** The file a static host (and tools/serve.ts) answers a failed request with, status 500. */
export const SERVER_ERROR_FILE = '500.html'
