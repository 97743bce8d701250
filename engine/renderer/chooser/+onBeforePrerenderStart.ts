import { getSite } from '../../server/siteState.ts'

// https://vike.dev/onBeforePrerenderStart: every page of every market and language, plus the chooser.
export function onBeforePrerenderStart(): string[] {
  return ['/', ...getSite().routes.map((route) => route.path)]
}
