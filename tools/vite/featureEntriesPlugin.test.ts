// Protects SPEC §6 (a page links only its own stylesheets, and its scripts stay as they were) through a feature's entry:
// a block that imports one name from features/<name>/index.ts reaches that name's module, not every module the entry lists.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { importsPastFeatureEntries } from './featureEntriesPlugin.ts'

const root = mkdtempSync(join(tmpdir(), 'feature-entry-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(path: string, source: string): string {
  const file = join(root, path)
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, source)
  return file
}

write(
  'features/help/index.ts',
  [
    "export type { Page } from './page.ts'",
    "export { Breadcrumbs } from './Breadcrumbs.tsx'",
    "export { helpHref, helpLink as linkOf } from './links.ts'",
    "export { page } from './styles.ts'",
  ].join('\n'),
)

const rewrite = (path: string, source: string) => importsPastFeatureEntries(source, write(path, source))?.code

describe('importsPastFeatureEntries', () => {
  it('imports each name from the module behind the entry, in the order named, and keeps the line numbers', () => {
    const source = [
      "import { color } from '../../engine/sdk.ts'",
      'import {',
      '  page,',
      '  type Page,',
      '  linkOf as link,',
      '  Breadcrumbs,',
      "} from '../../features/help/index.ts'",
      'export const x = 1',
    ].join('\n')
    expect(rewrite('blocks/help-home/HelpHome.tsx', source)?.split('\n')).toEqual([
      "import { color } from '../../engine/sdk.ts'",
      "import { page } from '../../features/help/styles.ts'; import { helpLink as link } from '../../features/help/links.ts'; import { Breadcrumbs } from '../../features/help/Breadcrumbs.tsx'; import type { Page } from '../../features/help/index.ts'",
      '',
      '',
      '',
      '',
      '',
      'export const x = 1',
    ])
  })

  it('rewrites a re-export and another feature reaching the entry, and an import of types only to `import type`', () => {
    expect(rewrite('sources/help.ts', "export { Breadcrumbs } from '../features/help/index.ts'")).toBe(
      "export { Breadcrumbs } from '../features/help/Breadcrumbs.tsx'",
    )
    expect(rewrite('features/search/Search.tsx', "import { helpHref } from '../help/index.ts'")).toBe(
      "import { helpHref } from '../help/links.ts'",
    )
    expect(rewrite('blocks/a/A.tsx', "import { type Page } from '../../features/help/index.ts'")).toBe(
      "import type { Page } from '../../features/help/index.ts'",
    )
  })

  it('leaves a namespace or dynamic import, an unknown name, the folder itself and other modules as they are', () => {
    expect(rewrite('blocks/b/B.tsx', "import * as help from '../../features/help/index.ts'\nexport const b = help")).toBeUndefined()
    expect(rewrite('blocks/c/C.ts', "export const c = () => import('../../features/help/index.ts')")).toBeUndefined()
    expect(rewrite('blocks/d/D.ts', "import { missing } from '../../features/help/index.ts'")).toBeUndefined()
    expect(rewrite('features/help/Other.ts', "import { page } from './index.ts'")).toBeUndefined()
    expect(rewrite('blocks/e/E.ts', "import { page } from './data.ts'")).toBeUndefined()
  })
})
