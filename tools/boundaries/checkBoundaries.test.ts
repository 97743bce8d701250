// Protects the import boundaries of README "Adding a block": the check must really read the tree
// (TypeScript 7 has no JavaScript API, so a parser that silently finds nothing would pass everything).
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { BOUNDARY_FIXTURES, checkBoundaries, checkRepository, formatViolation } from './checkBoundaries.ts'
import { importsOf } from './importsOf.ts'

describe('importsOf', () => {
  it('finds imports, re-exports and literal dynamic imports in TSX, and marks type-only ones', () => {
    const source = [
      "import type { A } from './a.ts'",
      "import { type B, c } from './b.ts'",
      "export { d } from './d.ts'",
      'const View = <T,>(props: { items: T[] }) => <ul>{props.items.length}</ul>',
      "const lazy = () => import('./e.ts')",
      "const modules = import.meta.glob('/blocks/*/block.ts')",
    ].join('\n')
    expect(importsOf(source, 'View.tsx').map(({ specifier, typeOnly, dynamic, line }) => ({ specifier, typeOnly, dynamic, line }))).toEqual(
      [
        { specifier: './a.ts', typeOnly: true, dynamic: false, line: 1 },
        { specifier: './b.ts', typeOnly: false, dynamic: false, line: 2 },
        { specifier: './d.ts', typeOnly: false, dynamic: false, line: 3 },
        { specifier: './e.ts', typeOnly: false, dynamic: true, line: 5 },
      ],
    )
  })
})

describe('checkBoundaries', () => {
  it('fails on the fixture tree, naming every rule a forbidden import breaks', () => {
    const report = checkBoundaries(fromRepo(BOUNDARY_FIXTURES))
    const lines = report.violations.map(formatViolation)
    expect(lines).toContain(
      'blocks/alpha/Alpha.tsx:3 → ../beta/Beta.tsx  [no-block-to-block] a block never imports another block, and a feature never imports a block; move what they share into features/<name>/',
    )
    expect(lines.some((line) => line.startsWith('blocks/beta/Beta.tsx:2 → node:fs  [no-node-in-browser]'))).toBe(true)
    expect(new Set(report.violations.map((violation) => violation.rule))).toEqual(
      new Set([
        'no-block-to-block',
        'block-uses-sdk-only',
        'data-loads-without-ui',
        'no-api-outside-tools',
        'engine-not-to-product',
        'no-server-client-cycle',
        'no-node-in-browser',
        'app-uses-app-sdk-only',
        'node-not-to-server',
        'renderer-not-to-build',
        'model-is-pure',
        'feature-through-its-entry',
        'studio-stays-local',
      ]),
    )
    // The SDK is allowed in a component (blocks/alpha/Alpha.tsx), not in a data loader (blocks/gamma/data.ts).
    expect(
      report.violations
        .filter((violation) => violation.specifier.endsWith('engine/sdk.ts'))
        .map((violation) => `${violation.from} ${violation.rule}`),
    ).toEqual(['blocks/gamma/data.ts data-loads-without-ui'])
  })

  it('fails on code outside studio/ that imports the studio, and on the browser code of the studio importing Node or its server', () => {
    const report = checkBoundaries(fromRepo(BOUNDARY_FIXTURES))
    const studio = report.violations.filter((violation) => violation.from.startsWith('studio/') || violation.to.startsWith('studio/'))
    expect(studio.map((violation) => `${violation.from}:${violation.line} → ${violation.to} ${violation.rule}`)).toEqual([
      'studio/client/readDocument.ts:1 → node:fs no-node-in-browser',
      'studio/client/readDocument.ts:2 → studio/node/startStudio.ts no-node-in-browser',
      'tools/openStudio.ts:1 → studio/node/startStudio.ts studio-stays-local',
    ])
  })

  it('fails on an app that imports an engine internal (a type-only import in a .tsx file) or a block, not on the app SDK', () => {
    const report = checkBoundaries(fromRepo(BOUNDARY_FIXTURES))
    expect(
      report.violations
        .filter((violation) => violation.from.startsWith('apps/'))
        .map((violation) => `${violation.from}:${violation.line} → ${violation.to} ${violation.rule}`),
    ).toEqual([
      'apps/demo/src/DemoApp.tsx:3 → engine/shared/clock.ts app-uses-app-sdk-only',
      'apps/demo/src/DemoApp.tsx:5 → blocks/alpha/Alpha.tsx app-uses-app-sdk-only',
    ])
    expect(
      report.edges.find((edge) => edge.from === 'apps/demo/src/DemoApp.tsx' && edge.to === 'engine/shared/clock.ts')?.site.typeOnly,
    ).toBe(true)
  })

  it('fails on build-time Node code that imports the renderer (engine/node → engine/server), not on the other direction', () => {
    const report = checkBoundaries(fromRepo(BOUNDARY_FIXTURES))
    const nodeServer = report.violations.filter((violation) => violation.rule === 'node-not-to-server')
    expect(nodeServer.map(formatViolation)).toEqual([
      'engine/node/writePages.ts:2 → ../server/renderPage.ts  [node-not-to-server] engine/node (build-time Node code) never imports engine/server (the renderer); move what both need (often a type or a constant) to engine/model or engine/shared',
    ])
    expect(report.edges.some((edge) => edge.from === 'engine/server/renderPage.ts' && edge.to === 'engine/model/siteIndex.ts')).toBe(true)
  })

  it('fails on the renderer importing build-time Node code (engine/server → engine/node, type-only too), not on it reading the site model', () => {
    const report = checkBoundaries(fromRepo(BOUNDARY_FIXTURES))
    const rendererBuild = report.violations.filter((violation) => violation.rule === 'renderer-not-to-build')
    expect(rendererBuild.map(formatViolation)).toEqual([
      'engine/server/sitemapLink.ts:2 → ../node/writePages.ts  [renderer-not-to-build] the renderer (engine/server, engine/views) never imports build-time Node code (engine/node); take what it needs from the site model (engine/model) or as an argument',
    ])
    expect(report.edges.find((edge) => edge.from === 'engine/server/sitemapLink.ts')?.site.typeOnly).toBe(true)
    expect(report.violations.filter((violation) => violation.to === 'engine/model/siteIndex.ts')).toEqual([])
  })

  it('fails on a site model that imports Node, React, build-time code or the renderer, not on one that imports engine/shared', () => {
    const report = checkBoundaries(fromRepo(BOUNDARY_FIXTURES))
    const impure = report.violations.filter((violation) => violation.rule === 'model-is-pure')
    expect(impure.map((violation) => `${violation.from}:${violation.line} → ${violation.to}`)).toEqual([
      'engine/model/loadSite.ts:2 → node:fs',
      'engine/model/loadSite.ts:3 → react',
      'engine/model/loadSite.ts:4 → engine/node/writePages.ts',
      'engine/model/loadSite.ts:5 → engine/server/renderPage.ts',
    ])
    expect(impure[0].message).toContain('engine/model (the site model) imports no Node built-in')
    expect(report.edges.some((edge) => edge.from === 'engine/model/siteIndex.ts' && edge.to === 'engine/shared/clock.ts')).toBe(true)
    expect(report.violations.filter((violation) => violation.from === 'engine/model/siteIndex.ts')).toEqual([])
  })

  it('fails on the engine importing the site built on it (a feature, a route source, a block), type-only imports too', () => {
    const report = checkBoundaries(fromRepo(BOUNDARY_FIXTURES))
    const intoProduct = report.violations.filter((violation) => violation.rule === 'engine-not-to-product')
    expect(intoProduct.map((violation) => `${violation.from}:${violation.line} → ${violation.to}`)).toEqual([
      'engine/node/loadData.ts:3 → features/web/client.ts',
      'engine/node/loadData.ts:4 → sources/branches.ts',
      'engine/server/renderPage.ts:2 → blocks/alpha/Alpha.tsx',
    ])
    expect(intoProduct[0].message).toContain('the engine never imports the site built on it')
  })

  it('fails on code outside a feature folder that imports past its entry (type-only and feature to feature too), not on its entries or inside it', () => {
    const report = checkBoundaries(fromRepo(BOUNDARY_FIXTURES))
    expect(
      report.violations
        .filter((violation) => violation.rule === 'feature-through-its-entry')
        .map((violation) => `${violation.from}:${violation.line} → ${violation.to}`),
    ).toEqual([
      'blocks/delta-card/DeltaCard.tsx:2 → features/delta/DeltaBadge.tsx',
      // The engine fixture that reaches into a feature breaks this rule as well as engine-not-to-product.
      'engine/node/loadData.ts:3 → features/web/client.ts',
      'features/epsilon/epsilon.ts:2 → features/delta/deltaRule.ts',
    ])
    expect(report.edges.find((edge) => edge.from === 'blocks/delta-card/DeltaCard.tsx' && edge.site.line === 2)?.site.typeOnly).toBe(true)
    // The entries themselves, and a file importing its neighbour inside the folder, pass.
    const entries = ['features/delta/index.ts', 'features/delta/data.ts']
    expect(report.edges.filter((edge) => entries.includes(edge.to)).length).toBe(3)
    expect(report.violations.filter((violation) => entries.includes(violation.to))).toEqual([])
    expect(report.edges.some((edge) => edge.from === 'features/delta/DeltaBadge.tsx' && edge.to === 'features/delta/deltaRule.ts')).toBe(
      true,
    )
    expect(report.violations.filter((violation) => violation.from === 'features/delta/DeltaBadge.tsx')).toEqual([])
    // A feature's entry for plain Node (data.ts) is checked as a data loader: it names no component.
    expect(report.violations.filter((violation) => violation.from === 'features/delta/data.ts').map(formatViolation)).toEqual([
      expect.stringContaining('features/delta/data.ts:3 → ./DeltaBadge.tsx  [data-loads-without-ui]'),
    ])
  })

  it('allows a listed file pair for now, and reports the entry once it matches nothing', () => {
    const exception = { from: 'engine/node/writePages.ts', rules: ['node-not-to-server'], why: 'fixture' }
    const allowed = checkBoundaries(fromRepo(BOUNDARY_FIXTURES), { exceptions: [{ ...exception, to: 'engine/server/renderPage.ts' }] })
    expect(allowed.excepted.map((violation) => `${violation.from} ${violation.rule}`)).toEqual([
      'engine/node/writePages.ts node-not-to-server',
    ])
    expect(allowed.violations.some((violation) => violation.rule === 'node-not-to-server' || violation.rule === 'stale-exception')).toBe(
      false,
    )

    const otherPair = checkBoundaries(fromRepo(BOUNDARY_FIXTURES), { exceptions: [{ ...exception, to: 'engine/server/elsewhere.ts' }] })
    expect(otherPair.excepted).toEqual([])
    expect(
      otherPair.violations.filter((violation) => violation.from === 'engine/node/writePages.ts').map((violation) => violation.rule),
    ).toEqual(['node-not-to-server', 'stale-exception'])
  })

  it('passes on the repository, having read hundreds of modules and their imports', () => {
    const report = checkRepository(fromRepo('.'))
    expect(report.violations.map(formatViolation)).toEqual([])
    expect(report.modules.length).toBeGreaterThan(300)
    // TSX and type-only imports are read too (a reader that skipped either would pass the app and node rules silently).
    expect(report.modules.filter((module) => module.endsWith('.tsx')).length).toBeGreaterThan(100)
    expect(report.edges.filter((edge) => edge.site.typeOnly && edge.from.endsWith('.tsx')).length).toBeGreaterThan(50)
    expect(report.edges).toContainEqual(
      expect.objectContaining({
        from: 'apps/phoenix/src/main.tsx',
        to: 'features/micro-apps/index.ts',
        site: expect.objectContaining({ typeOnly: true }),
      }),
    )
    expect(report.edges).toContainEqual(expect.objectContaining({ from: 'apps/phoenix/src/main.tsx', to: 'engine/appSdk.ts' }))
    expect(report.modules).toContain('features/booking-search/location/LocationChooser.tsx')
    // Every feature folder has its public entry (feature-through-its-entry allows nothing else from outside).
    const features = readdirSync(fromRepo('features'), { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(features.length).toBeGreaterThan(5)
    for (const feature of features) expect(report.modules).toContain(`features/${feature.name}/index.ts`)
    expect(report.modules).not.toContain(`${BOUNDARY_FIXTURES}/blocks/alpha/Alpha.tsx`)
    const importsOfChooser = report.edges
      .filter((edge) => edge.from === 'features/booking-search/location/LocationChooser.tsx')
      .map((edge) => edge.to)
    expect(importsOfChooser).toEqual(expect.arrayContaining(['engine/sdk.ts', 'features/booking-search/pickupBranchAtoms.ts', 'react']))
    expect(
      report.edges.some((edge) => edge.from === 'blocks/location-chooser/block.ts' && edge.to === 'features/booking-search/index.ts'),
    ).toBe(true)
  })
})
