// Translation bundles name a schema generated from en-US's keys, so the editor underlines a mistyped key;
// the "$schema" key itself is no translation for any reader.
import { Ajv2020 } from 'ajv/dist/2020.js'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUNDLE_SCHEMA_FILE, bundleNamingSchema } from '../../engine/node/gen/bundleSchema.ts'
import { listBundleFiles } from '../../engine/node/load/loadProject.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { createI18n, flattenBundle } from '../../engine/shared/i18n/createI18n.ts'

const read = (file: string) => JSON.parse(readFileSync(fromRepo(file), 'utf8')) as Record<string, unknown>
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(read(BUNDLE_SCHEMA_FILE))

describe('translation bundle schema', () => {
  it.each(listBundleFiles())('%s names the generated schema and matches it', (file) => {
    const bundle = read(file)
    expect(bundle.$schema, `run npm run gen: it adds "$schema": "../../${BUNDLE_SCHEMA_FILE}" to ${file}`).toBe(
      `../../${BUNDLE_SCHEMA_FILE}`,
    )
    expect(validate(bundle) ? [] : validate.errors).toEqual([])
  })

  it('npm run gen names the schema in a bundle that lacks it, and leaves others alone', () => {
    expect(bundleNamingSchema('{\n  "common": {}\n}\n')).toBe(`{\n  "$schema": "../../${BUNDLE_SCHEMA_FILE}",\n  "common": {}\n}\n`)
    expect(bundleNamingSchema('{}\n')).toBe(`{\n  "$schema": "../../${BUNDLE_SCHEMA_FILE}"\n}\n`)
    expect(bundleNamingSchema('{\n  "$schema": "x"\n}\n')).toBe('{\n  "$schema": "x"\n}\n')
  })

  it('refuses a key en-US does not have', () => {
    expect(validate({ common: { skipToContnet: 'Zum Inhalt' } })).toBe(false)
    expect(validate.errors?.[0]).toMatchObject({
      instancePath: '/common',
      keyword: 'additionalProperties',
      params: { additionalProperty: 'skipToContnet' },
    })
  })

  it('leaves "$schema" out of the keys and the texts', () => {
    const bundle = { $schema: '../../x.json', common: { home: 'Home' } }
    expect([...flattenBundle(bundle).keys()]).toEqual(['common.home'])
    const i18n = createI18n('en-US', { 'en-US': bundle })
    expect(i18n.exists('$schema')).toBe(false)
    expect(i18n.t('common.home')).toBe('Home')
  })
})
