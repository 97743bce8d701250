import { SERVER_ERROR_PATH } from '../../server/serverErrorPage.ts'

// https://vike.dev/onBeforePrerenderStart: the en-US 500 page that tools/build.ts moves to 500.html.
export function onBeforePrerenderStart(): string[] {
  return [`${SERVER_ERROR_PATH}/`]
}
