/** Where the build prerenders the 500 page (en-US, no chrome, no script); tools/build.ts then moves it to /500.html. */
export const SERVER_ERROR_PATH = '/500'
/** The file a static host (and tools/serve.ts) answers a failed request with, status 500. */
export const SERVER_ERROR_FILE = '500.html'
