// Protects SPEC §7: the micro-apps the build makes (the folders of apps/), the names the site mounts (MICRO_APPS) and
// the names a document may give a block's "app" are one list, derived by `npm run gen` from apps/, so an app is never
// built and unmountable, nor mountable with nothing built. SPEC §7's digital-checkout has no app here: a page naming
// it passed validation and failed in the browser; now validation rejects it, as any unknown value (with a "did you
// mean" for a typo).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MICRO_APP_SCHEMA_FILE } from '../engine/node/gen/microApps.ts'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { validateProject } from '../engine/node/validate/validateProject.ts'
import { MICRO_APPS } from '../features/micro-apps/index.ts'
import { listWebApps } from './webApps.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')

describe('listWebApps', () => {
  const apps = listWebApps()

  it('finds every folder of apps/ with an entry, and neither apps/shared/ nor the build scripts', () => {
    expect(apps.map((app) => app.name)).toEqual(expect.arrayContaining(['phoenix', 'mysixt', 'ride-home', 'customer-settings', 'debugger']))
    expect(apps.map((app) => app.name)).not.toContain('shared')
    for (const app of apps) expect(app.entry).toBe(`apps/${app.name}/src/main.tsx`)
  })

  it('builds exactly the apps the site mounts and the documents may name', () => {
    const names = apps.map((app) => app.name)
    expect([...MICRO_APPS]).toEqual(names)
    expect(JSON.parse(read(MICRO_APP_SCHEMA_FILE)).enum).toEqual(names)
  })

  it('gives the funnel-mount block the generated list, not one of its own', () => {
    const schema = JSON.parse(read('blocks/funnel-mount/props.schema.json'))
    expect(schema.properties.app.$ref).toBe(`../../${MICRO_APP_SCHEMA_FILE}`)
  })

  const validateApp = (app: string) => {
    const page = 'pages/online-booking.json'
    const edited = read(page).replace('"app": "phoenix"', `"app": "${app}"`)
    expect(edited).not.toBe(read(page))
    const { problems } = validateProject((file) => (file === page ? edited : read(file)))
    return problems.filter((found) => found.file === page && found.pointer?.endsWith('/props/app')).map((found) => found.message)
  }

  it('rejects a page mounting digital-checkout, which has no app yet, listing the apps there are', () => {
    expect(validateApp('digital-checkout')).toEqual([
      '"digital-checkout" is not allowed here. Allowed values: customer-settings, debugger, mysixt, phoenix, plus-subscribe, ride-home',
    ])
  })

  it('suggests the app a mistyped name means', () => {
    expect(validateApp('phenix')).toEqual([expect.stringMatching(/^"phenix" is not allowed here; did you mean "phoenix"\?/)])
  })
})
