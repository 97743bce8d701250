import { describe, expect, it } from 'vitest'
import { cacheControlFor, IMMUTABLE, REVALIDATE, SHORT } from './cachePolicy.ts'

const CASES: [string, string][] = [
  ['/assets/chunks/chunk-BDDDkkr2.js', IMMUTABLE],
  ['/assets/entries/engine_renderer_chooser._2uwhIPa.js', IMMUTABLE],
  ['/assets/static/blocks.U80I-tTqUK.css', IMMUTABLE],
  ['/web-apps/phoenix/main-dRMub2h4.js', IMMUTABLE],
  ['/web-apps/phoenix/chunks/ReservationStep-Cl1YOk7h.js', IMMUTABLE],
  // The bootstrapper names the current bundles: it must be asked for again.
  ['/web-apps/phoenix/bootstrapper.json', REVALIDATE],
  ['/web-apps/phoenix/bootstrapper-stage.json', REVALIDATE],
  ['/consent/tag-manager.js', REVALIDATE],
  ['/de-de/', REVALIDATE],
  ['/de-de/index.html', REVALIDATE],
  ['/404.html', REVALIDATE],
  ['/sitemap.xml', REVALIDATE],
  ['/images/fleet-compact.webp', SHORT],
  ['/favicon.svg', SHORT],
  // A long name outside the build's asset folders is not a hash.
  ['/de-de/downloads/terms-and-conditions.js', REVALIDATE],
]

describe('cacheControlFor', () => {
  it.each(CASES)('%s → %s', (path, expected) => expect(cacheControlFor(path)).toBe(expected))
})
