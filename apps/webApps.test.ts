// Protects SPEC §7: the micro-apps the build makes (the folders of apps/) and the names the site mounts
// (MICRO_APPS, and the funnel-mount block's "app" values) are one list, so an app is never built and unmountable,
// nor mountable with nothing built.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { MICRO_APPS } from '../features/micro-apps/index.ts'
import { listWebApps } from './webApps.ts'

/**
 * Names SPEC §7 lets a page mount although this repository builds no such app: only a web-app base elsewhere can
 * serve it; with this repository's own /web-apps/ a page mounting it shows the failure message. Open question.
 */
const NOT_BUILT_HERE = ['digital-checkout']

describe('listWebApps', () => {
  const apps = listWebApps()

  it('finds every folder of apps/ with an entry, and neither apps/shared/ nor the build scripts', () => {
    expect(apps.map((app) => app.name)).toEqual(expect.arrayContaining(['phoenix', 'mysixt', 'ride-home', 'customer-settings', 'debugger']))
    expect(apps.map((app) => app.name)).not.toContain('shared')
    for (const app of apps) expect(app.entry).toBe(`apps/${app.name}/src/main.tsx`)
  })

  it('builds exactly the apps the site mounts, apart from those not built here', () => {
    expect(
      apps
        .map((app) => app.name)
        .concat(NOT_BUILT_HERE)
        .sort(),
    ).toEqual([...MICRO_APPS].sort())
  })

  it('offers the funnel-mount block only apps the site mounts', () => {
    const schema = JSON.parse(readFileSync(fromRepo('blocks/funnel-mount/props.schema.json'), 'utf8'))
    const names: string[] = schema.properties.app.enum
    expect(names.filter((name) => !(MICRO_APPS as readonly string[]).includes(name))).toEqual([])
  })
})
