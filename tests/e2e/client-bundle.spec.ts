// Protects the split between build time and browser: validation, file access and schemas never reach a client chunk.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

const assets = join(process.cwd(), process.env.SITE_DIST ?? 'dist', 'client/assets')
const jsFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? jsFiles(join(directory, entry.name)) : entry.name.endsWith('.js') ? [join(directory, entry.name)] : [],
  )

test('no client chunk contains build-time code', () => {
  const offenders: string[] = []
  for (const file of jsFiles(assets)) {
    const code = readFileSync(file, 'utf8')
    for (const marker of ['node:fs', 'node:path', 'strict mode: ', 'jsonc-parser', 'json-schema-to-typescript', 'validateProject']) {
      if (code.includes(marker)) offenders.push(`${file.slice(assets.length)} contains "${marker}"`)
    }
  }
  expect(offenders).toEqual([])
})
