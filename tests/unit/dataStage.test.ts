import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { embeddedApiFetch } from '../../api/node/embeddedApiFetch.ts'
import { alternatesOf, type SiteIndex } from '../../engine/model/siteIndex.ts'
import { findDataModules, type DataModules } from '../../engine/node/data/findDataModules.ts'
import { routeSourceKey, runDataStage, type DataStageOptions } from '../../engine/node/data/runDataStage.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { defineRouteSource } from '../../engine/shared/data/defineBlockData.ts'
import { formatProblem } from '../../engine/shared/problem.ts'
import { isPage } from '../../engine/shared/pageLink.ts'
import { createApiClient } from '../../features/web-api/index.ts'

let site: SiteIndex
let modules: DataModules
const fast = { retries: 1, backoffMs: 1, timeoutMs: 2000 }
const options = (overrides: Partial<DataStageOptions> = {}): DataStageOptions => ({
  modules,
  createApi: createApiClient,
  send: embeddedApiFetch,
  endpointBase: '/api',
  endpointBaseGrpc: '/api/grpc',
  fetchSettings: fast,
  ...overrides,
})

beforeAll(async () => {
  site = validateProject().index!
  modules = await findDataModules((file) => import(pathToFileURL(fromRepo(file)).href))
})

// One successful run serves the tests that only read its result: each run loads every market's data.
let successfulRun: ReturnType<typeof runDataStage> | undefined
const runOnce = () => (successfulRun ??= runDataStage(site, options()))

// Each run covers all 47 market languages: on a loaded 2-core machine that can take more than the default 20 s.
describe('the data stage', { timeout: 90000 }, () => {
  it('finds the block loaders and route sources by their files', () => {
    expect([...modules.loaders.keys()]).toEqual(expect.arrayContaining(['branch-details', 'branch-directory']))
    expect(modules.loaders.get('branch-directory')!.file).toBe('blocks/branch-directory/data.ts')
    expect(modules.sources.get('branches')!.file).toBe('sources/branches.ts')
  })

  it('generates one page per branch with the item as title, and the same branch in other languages as its alternates', async () => {
    const result = await runOnce()
    expect(result.problems).toEqual([])
    const munich = result.site.byPath.get('/de-de/mietwagen/muc-airport/')!
    expect(munich.item).toMatchObject({ key: 'de-muc-airport', title: 'München Flughafen' })
    const firstSwissBranch = result.site.routes.find((r) => r.market === 'ch' && isPage(r, 'branch'))!.item!.key
    const zurich = result.site.routes.filter((route) => isPage(route, 'branch') && route.item?.key === firstSwissBranch)
    expect(zurich.map((route) => route.language).sort()).toEqual(['de', 'fr'])
    expect(alternatesOf(result.site, zurich[0])).toHaveLength(2)
    expect(result.stats.generatedRoutes).toBe(result.site.routes.filter((route) => route.item).length)
  })

  it('loads each block once per page and asks the API once per answer', async () => {
    const result = await runOnce()
    const directory = result.site.byPath.get('/de-de/mietwagen/')!
    const [data] = [...result.blockData.get(directory.path)!.values()] as { city: string }[][]
    expect(data.map((group) => group.city)).toContain('München')
    // The branch directory and the branch pages' source both read the stations of each market language.
    expect(result.stats.calls).toBeGreaterThan(result.stats.requests)
  })

  // Protects the incremental build's loader-level rerun: a changed page document runs only the loads whose key changed,
  // and the route sources only when what they are a function of changed. One run checks both (each run takes seconds).
  it('answers the loads and route source runs an earlier data stage knows without running them, and runs the others', async () => {
    const first = await runOnce()
    const directory = '/de-de/mietwagen/'
    const [[place, key]] = [...first.loadKeys.get(directory)!]
    const earlier = { kept: 'from the last build' }
    const loader = modules.loaders.get('branch-directory')!
    let directoryLoads = 0
    const load: typeof loader.definition.load = (props, context) => {
      directoryLoads++
      return loader.definition.load(props, context)
    }
    const source = modules.sources.get('branches')!
    let sourceRuns = 0
    const loadItems: typeof source.definition.load = (context) => {
      sourceRuns++
      return source.definition.load(context)
    }
    const germanBranches = first.site.routes.filter((route) => route.market === 'de' && isPage(route, 'branch'))
    const template = site.generators.find((route) => route.market === 'de' && isPage(route, 'branch'))!
    const again = await runDataStage(
      site,
      options({
        modules: {
          ...modules,
          loaders: new Map([...modules.loaders, ['branch-directory', { ...loader, definition: { ...loader.definition, load } }]]),
          sources: new Map([...modules.sources, ['branches', { ...source, definition: { ...source.definition, load: loadItems } }]]),
        },
        earlierLoads: new Map([[key, earlier]]),
        earlierItems: new Map([[routeSourceKey('branches', template), germanBranches.map((route) => route.item!)]]),
      }),
    )
    expect(again.problems).toEqual([])
    expect(again.blockData.get(directory)!.get(place)).toBe(earlier)
    expect(again.loadsTaken).toBe(1)
    expect(again.loadKeys.get(directory)!.get(place)).toBe(key)
    // The directory of every other market language loaded as before.
    const others = first.site.routes.filter((route) => isPage(route, 'branches') && route.path !== directory)
    expect(others.length).toBeGreaterThan(10)
    expect(directoryLoads).toBe(others.length)
    for (const route of others) expect(again.blockData.get(route.path)).toEqual(first.blockData.get(route.path))
    // The German branch pages' source did not run; every other market language's did; the pages are in the same order.
    expect(again.sourcesTaken).toBe(1)
    expect(sourceRuns).toBe(site.generators.filter((route) => isPage(route, 'branch')).length - 1)
    expect(again.site.routes.map((route) => route.path)).toEqual(first.site.routes.map((route) => route.path))
  })

  it('fails with the endpoint, market, language and the page place that asked, when the API is down', async () => {
    const down = (async () => new Response(JSON.stringify({ message: 'maintenance' }), { status: 503 })) as typeof fetch
    const result = await runDataStage(site, options({ send: down }))
    // The branch pages' problems (the help centre's pages fail the same way, each at its own document).
    const lines = result.problems.map(formatProblem).filter((line) => /^pages\/branch(es)?\.json/.test(line))
    // One problem per place that asked, naming the first market it failed for and counting the rest.
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(
      /^pages\/branch\.json:\d+:\d+ {2}\/generate {2}GET \/api\/v1\/branch\/next\/stations\?country=[A-Z]{2} failed for market [a-z]{2} \([a-z]{2}-[A-Z]{2}\), route source sources\/branches\.ts: http 503: maintenance\. The web API failed on every attempt; .* \(The same for 46 more pages or market languages\.\)$/,
    )
    expect(lines[1]).toMatch(
      /^pages\/branches\.json:\d+:\d+ {2}\/blocks\/0 {2}GET \/api\/v1\/branch\/next\/stations\?country=[A-Z]{2} failed for market [a-z]{2} \([a-z]{2}-[A-Z]{2}\), page \/[a-z]{2}-[a-z]{2}\/[a-z-]+\/, block branch-directory \(blocks\/branch-directory\/data\.ts\): http 503: maintenance\./,
    )
  })

  it('names the JSON pointer of an answer of the wrong shape', async () => {
    const wrongShape = (async (input: string | URL | Request, init?: RequestInit) => {
      const answer = await embeddedApiFetch(input, init)
      const branches = (await answer.json()) as { address: { city: unknown } }[]
      if (branches.length > 1) branches[1].address.city = 7
      return Response.json(branches)
    }) as typeof fetch
    const result = await runDataStage(site, options({ send: wrongShape }))
    const directory = result.problems.find((problem) => problem.file === 'pages/branches.json')!
    expect(directory.message).toMatch(
      /^GET \/api\/v1\/branch\/next\/stations\?country=[A-Z]{2} failed for market [a-z]{2} \([a-z]{2}-[A-Z]{2}\), .*: malformed at \/1\/address\/city of the answer: must be string\. The answer does not match its schema in schemas\/api\//,
    )
  })

  it('names the network failure and what to do when the API cannot be reached', async () => {
    const unreachable = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    const result = await runDataStage(site, options({ send: unreachable, endpointBase: 'https://api.example.test' }))
    expect(result.problems[0].message).toMatch(
      /GET https:\/\/api\.example\.test\/v1\/branch\/next\/stations\?country=\w+ failed for market \w+ .*network: fetch failed\. Check that the web API is running and that SITE_API_BASE/,
    )
  })

  it('reports a loader that throws at the block that placed it, without a stack trace', async () => {
    const broken = {
      ...modules,
      loaders: new Map([
        [
          'branch-directory',
          { file: 'blocks/branch-directory/data.ts', definition: { load: async () => Promise.reject(new Error('boom')) } },
        ],
      ]),
    }
    const result = await runDataStage(site, options({ modules: broken }))
    expect(result.problems[0]).toMatchObject({ file: 'pages/branches.json', pointer: '/blocks/0', rule: 'dataLoader' })
    expect(result.problems[0].message).toContain('the data loader threw for market')
    expect(result.problems[0].message).not.toContain('    at ')
  })

  it('a loader that answered undefined left its block empty without a word: now the build stops at the block', async () => {
    const empty = {
      ...modules,
      loaders: new Map([['branch-directory', { file: 'blocks/branch-directory/data.ts', definition: { load: async () => undefined } }]]),
    }
    const result = await runDataStage(site, options({ modules: empty }))
    expect(result.problems[0]).toMatchObject({ file: 'pages/branches.json', pointer: '/blocks/0', rule: 'dataLoader' })
    expect(result.problems[0].message).toMatch(/the data loader gave nothing for market \w+ .*page \/[\w-]+\/[^,]*, block branch-directory/)
  })

  it('refuses two items with the same slug and a slug that is not a path', async () => {
    const twins = defineRouteSource({
      load: async () => [
        { key: 'a', slug: 'same', title: 'A' },
        { key: 'b', slug: 'same', title: 'B' },
        { key: 'c', slug: 'Not A Slug', title: 'C' },
      ],
    })
    const result = await runDataStage(
      site,
      options({
        modules: { ...modules, sources: new Map([...modules.sources, ['branches', { file: 'sources/branches.ts', definition: twins }]]) },
      }),
    )
    const messages = result.problems.map((problem) => problem.message)
    expect(
      messages.some((message) => message.includes('item "b" would be built at /de-de/mietwagen/same/, where another page already is')),
    ).toBe(true)
    expect(messages.some((message) => message.includes('item "c" has the slug "Not A Slug"'))).toBe(true)
  })

  it('refuses an item whose data does not match its source’s item schema, naming the source, the item and the rule', async () => {
    const wrong = defineRouteSource({
      load: async () => [{ key: 'de-nowhere', slug: 'nowhere', title: 'Nowhere', data: { id: 'de-nowhere', name: 7 } }],
    })
    const result = await runDataStage(
      site,
      options({
        modules: { ...modules, sources: new Map([...modules.sources, ['branches', { file: 'sources/branches.ts', definition: wrong }]]) },
      }),
    )
    const problem = result.problems.find((candidate) => candidate.rule === 'routeItemSchema')!
    expect(problem.file).toBe('pages/branch.json')
    expect(problem.message).toContain(
      'route source sources/branches.ts: item "de-nowhere" does not fit the pages it generates: its data does not match sources/branches.item.schema.json: / must have required property',
    )
  })
})
