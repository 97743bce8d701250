import { EngineBug } from '../shared/assert.ts'

// https://vike.dev/onRenderHtml: Vike only builds the bundles (tools/build.ts); pages are rendered by
// engine/server/renderPage.ts and finished by engine/node/assets/assemblePage.ts, on the dev server and in a build.
export function onRenderHtml(): never {
  throw new EngineBug('Vike was asked to render a page: pages render through engine/server/renderPage.ts')
}
