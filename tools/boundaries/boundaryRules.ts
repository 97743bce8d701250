import { builtinModules } from 'node:module'
import type { ImportSite } from './importsOf.ts'
import { blockFiles, blockOfPath } from '../../engine/model/blockFacts.ts'
import { BLOCK_MANIFEST_FILE } from '../../engine/node/gen/blockManifest.ts'

/** One import, resolved: `to` is a repository path ("engine/sdk.ts") or, for a package, its specifier. */
export interface ModuleImport {
  from: string
  to: string
  external: boolean
  site: ImportSite
}

export interface BoundaryRule {
  name: string
  message: string
  forbids: (edge: ModuleImport) => boolean
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('tests/') || path.startsWith('engine/testing/')
/** A test itself, not a helper that tests share: engine/testing/ is the engine's, so it stays out of the site too. */
const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('tests/')
const under = (path: string, ...folders: string[]) => folders.some((folder) => path === folder || path.startsWith(`${folder}/`))
/** Code that runs in plain Node before rendering: a block's loader, a route source, and a feature's entry for them (features/<name>/data.ts). */
const isDataModule = (path: string) => {
  const block = blockOfPath(path)
  const blockLoader = block !== undefined && path === blockFiles(block).loader
  return (blockLoader || /^features\/[^/]+\/data\.ts$/.test(path) || under(path, 'sources')) && !isTest(path)
}
const blockOf = blockOfPath
const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1]
/**
 * A feature's public entries: index.ts, and data.ts where the feature has one for code that runs in plain Node (its
 * index.ts names components that cannot load there).
 */
const isFeatureEntry = (path: string) => /^features\/[^/]+\/(index|data)\.ts$/.test(path)
/**
 * A micro-app's code: everything inside a folder of apps/ (apps/<name>/, and apps/shared/ which the apps share).
 * The files directly in apps/ (buildWebApps.ts and its CLI) are build-time Node tools that build the apps, not apps.
 */
const isApp = (path: string) => /^apps\/[^/]+\//.test(path)

/** Code that runs in the browser (or is rendered to HTML by React and must stay bundle-safe). */
export const BROWSER_FOLDERS = [
  'engine/client',
  'engine/shared',
  'engine/views',
  'engine/chrome',
  'engine/markup',
  'engine/theme',
  'engine/registry',
  'engine/sdk.ts',
  'engine/appSdk.ts',
  'features',
  'blocks',
  // The studio's browser app (npm run studio); its server is studio/node.
  'studio/client',
]
const isBrowserCode = (path: string) => (under(path, ...BROWSER_FOLDERS) || isApp(path)) && !isTest(path)

/** Packages that only run in Node (build tools, validators, the reference API's Node adapter). */
const NODE_ONLY_PACKAGES = [
  'ajv',
  'ajv-formats',
  'jsonc-parser',
  'msw/node',
  'json-schema-to-typescript',
  'vite',
  'vitest',
  'tsx',
  '@babel/parser',
  '@babel/core',
  'typescript',
  'playwright',
  '@playwright/test',
]
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
const isNodeOnlyPackage = (specifier: string) =>
  specifier.startsWith('node:') ||
  NODE_BUILTINS.has(specifier.split('/')[0]) ||
  NODE_BUILTINS.has(specifier) ||
  NODE_ONLY_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))
const REACT_PACKAGES = ['react', 'react-dom']
/** Repository code that is Node-only by where it lives. */
const NODE_ONLY_FOLDERS = ['engine/node', 'engine/server', 'tools', 'api', 'studio/node']

/** The engine folders whose imports must form no cycle (checked folder by folder, see checkBoundaries). */
export const RUNTIME_FOLDERS = ['engine/server', 'engine/views', 'engine/chrome', 'engine/client', 'engine/registry']

export const CYCLE_RULE = {
  name: 'no-server-client-cycle',
  message:
    'engine/server, engine/views, engine/chrome, engine/client and engine/registry import each other in one direction only; move the shared piece (often a type) to the side that is imported',
}

/**
 * Imports allowed for now, each with the reason and who removes it: every import of `from` that breaks one of
 * `rules`, or with `to`, only the imports of that one module (a file pair). The check reports an exception that
 * no longer matches anything, so the list cannot go stale: whoever removes the import removes the entry.
 */
export interface TemporaryException {
  from: string
  to?: string
  rules: string[]
  why: string
}

export const TEMPORARY_EXCEPTIONS: TemporaryException[] = [
  // feature-through-its-entry: the test replaces loadMicroApp where startMicroApp calls it (vi.spyOn on the module the
  // feature imports, not on the entry's re-export). Remove the pair when startMicroApp takes its loader as an argument.
  {
    from: 'blocks/funnel-mount/FunnelMount.test.tsx',
    to: 'features/micro-apps/loadMicroApp.ts',
    rules: ['feature-through-its-entry'],
    why: 'the funnel-mount test spies on loadMicroApp inside features/micro-apps to mount a fake app',
  },
  // renderer-not-to-build: the visitor's 404 and 500 pages read the en-US bundle from the repository themselves. Remove
  // the pair when the bundle is handed to renderErrorDocument (the error pages render even when the documents do not load).
  {
    from: 'engine/server/renderErrorDocument.tsx',
    to: 'engine/node/repoRoot.ts',
    rules: ['renderer-not-to-build'],
    why: 'renderErrorDocument reads locales/en-US/translations.json with fromRepo; the renderer should receive the bundle instead',
  },
]

export const boundaryRules: BoundaryRule[] = [
  {
    name: 'no-block-to-block',
    message: 'a block never imports another block, and a feature never imports a block; move what they share into features/<name>/',
    forbids: ({ from, to, external }) =>
      !external && blockOf(to) !== undefined && (under(from, 'features') || (blockOf(from) !== undefined && blockOf(from) !== blockOf(to))),
  },
  {
    // SPEC §6 (a small public surface): a feature folder, like the engine, names what it offers in one list; its other
    // files may change without notice. Type-only imports count: they tie the importer to the file just the same. Inside
    // the folder, files import each other directly.
    name: 'feature-through-its-entry',
    message:
      'code outside features/<name>/ imports it only through its entry, features/<name>/index.ts (or data.ts, its entry for plain Node); export what is missing there',
    forbids: ({ from, to, external }) =>
      !external && featureOf(to) !== undefined && featureOf(from) !== featureOf(to) && !isFeatureEntry(to),
  },
  {
    name: 'block-uses-sdk-only',
    message:
      'blocks and features import the engine only through engine/sdk.ts, and data loaders through engine/dataSdk.ts (tests may also import engine/testing/); export what is missing there',
    forbids: ({ from, to, external }) =>
      !external &&
      under(from, 'blocks', 'features', 'sources') &&
      under(to, 'engine') &&
      to !== 'engine/sdk.ts' &&
      to !== 'engine/dataSdk.ts' &&
      !(isTest(from) && under(to, 'engine/testing')),
  },
  {
    // Not engine/sdk.ts directly: its components are styled with Linaria, which the apps' build (apps/buildWebApps.ts)
    // does not run, and one list of what apps use is easier to keep than two. engine/appSdk.ts re-exports from
    // engine/sdk.ts what the apps share with blocks.
    name: 'app-uses-app-sdk-only',
    message:
      'a micro-app (apps/<name>/) imports the engine only through engine/appSdk.ts and never a block (tests may also import engine/testing/); export what is missing there, and import shared logic from features/',
    forbids: ({ from, to, external }) =>
      !external &&
      isApp(from) &&
      ((under(to, 'engine') && to !== 'engine/appSdk.ts' && !(isTest(from) && under(to, 'engine/testing'))) || under(to, 'blocks')),
  },
  {
    name: 'data-loads-without-ui',
    message:
      "a data loader (blocks/<name>/data.ts), route source (sources/) or a feature's entry for them (features/<name>/data.ts) runs in plain Node before rendering: import engine/dataSdk.ts and plain .ts modules, never engine/sdk.ts or components",
    forbids: ({ from, to, external, site }) =>
      isDataModule(from) &&
      !site.typeOnly &&
      (external ? to === '@linaria/react' || to === 'react' : to === 'engine/sdk.ts' || to.endsWith('.tsx')),
  },
  {
    name: 'no-api-outside-tools',
    message: 'api/ (the reference API) is for tools and tests; blocks, features and the engine call the web API through useApiClient',
    forbids: ({ from, to, external }) => !external && under(to, 'api') && under(from, 'blocks', 'features', 'engine') && !isTest(from),
  },
  {
    // engine/ holds what any site built on it would use; this site's own code (its blocks, features, micro-apps, route
    // sources and reference API) depends on the engine, never the other way. What the engine needs of a site it finds by
    // convention (blocks through the block manifest, sources/ and data.ts through its ImportModule), is
    // handed by tools/ (the web API client to the data stage), or is typed by the site merging into SiteEngine.*.
    name: 'engine-not-to-product',
    message:
      'the engine never imports the site built on it (features/, blocks/, apps/, sources/, api/): let tools/ hand it what it needs, find it by convention (the block manifest that `npm run gen` writes, engine/registry/blockManifest.gen.ts; the ImportModule of engine/node/data), or type it by declaration merging into SiteEngine',
    forbids: ({ from, to, external }) =>
      !external &&
      under(from, 'engine') &&
      !isTestFile(from) &&
      from !== BLOCK_MANIFEST_FILE &&
      under(to, 'features', 'blocks', 'apps', 'sources', 'api'),
  },
  {
    // The build (engine/node) calls the renderer (engine/server) through tools/, never from inside: what both need is
    // the site model (engine/model). Type-only imports count: they tie the two folders together just the same.
    // Tests may use both sides.
    name: 'node-not-to-server',
    message:
      'engine/node (build-time Node code) never imports engine/server (the renderer); move what both need (often a type or a constant) to engine/model or engine/shared',
    forbids: ({ from, to, external }) => !external && under(from, 'engine/node') && !isTest(from) && under(to, 'engine/server'),
  },
  {
    // The renderer reads the site model (engine/model), not the code that loads, validates and resolves it: a page
    // renders from its inputs alone, on the dev server as in a build. Type-only imports count. Tests may use both sides.
    name: 'renderer-not-to-build',
    message:
      'the renderer (engine/server, engine/views) never imports build-time Node code (engine/node); take what it needs from the site model (engine/model) or as an argument',
    forbids: ({ from, to, external }) =>
      !external && under(from, 'engine/server', 'engine/views') && !isTest(from) && under(to, 'engine/node'),
  },
  {
    // The site model is plain data and pure lookups over it, so the renderer, the build and browser code can all read it.
    // engine/shared is allowed (browser-safe by no-node-in-browser), but a React module of it (.tsx) for its types only.
    name: 'model-is-pure',
    message:
      'engine/model (the site model) imports no Node built-in (node:*), no React, no Node-only package other than for types, and of the engine only engine/model and engine/shared (a .tsx module of it for types only)',
    forbids: ({ from, to, external, site }) =>
      under(from, 'engine/model') &&
      !isTest(from) &&
      (external
        ? NODE_BUILTINS.has(to.split('/')[0]) ||
          to.startsWith('node:') ||
          REACT_PACKAGES.some((name) => to === name || to.startsWith(`${name}/`)) ||
          (isNodeOnlyPackage(to) && !site.typeOnly)
        : !under(to, 'engine/model', 'engine/shared') || (to.endsWith('.tsx') && !site.typeOnly)),
  },
  {
    // The studio (npm run studio) edits the repository's files on 127.0.0.1 and is never part of the site or its build:
    // nothing the site, the engine or the tools run may reach it. Tests may.
    name: 'studio-stays-local',
    message:
      'nothing outside studio/ imports studio/: the studio is a local tool, never part of the site, the engine or the build (tests may import it)',
    forbids: ({ from, to, external }) => !external && under(to, 'studio') && !under(from, 'studio') && !isTestFile(from),
  },
  {
    name: 'no-node-in-browser',
    message:
      'browser code (blocks, features, apps/<name>/, engine/client|shared|views|chrome|markup|theme|registry, studio/client) must not import Node-only modules (node:*, ajv, jsonc-parser, msw/node, engine/node, engine/server, tools, api, studio/node)',
    forbids: ({ from, to, external, site }) =>
      isBrowserCode(from) && !site.typeOnly && (external ? isNodeOnlyPackage(to) : under(to, ...NODE_ONLY_FOLDERS)),
  },
]
