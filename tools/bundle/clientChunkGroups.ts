/**
 * Browser chunks: modules that always load together go in one file. Each chunk boundary costs an import statement
 * naming hashed files and a gzip stream of its own, so the automatic split into a dozen small files cost the home
 * page about 3 KB gzipped more than the same code in two. Only the browser bundle is grouped (bundleSite.ts).
 *
 * - island-react: the React half of the island runtime (engine/client/mountIsland.tsx) with React, the
 *   providers every React island renders in and their shared-state store (engine/shared/state/), defineBlock (each block.ts) and rolldown's CommonJS interop (React is
 *   CommonJS). A React island always loads them together with react-dom, and nothing
 *   else may import them: pages without a React island stay without framework code (tools/bench/budgets.ts checks).
 * - booking-search: the booking search (features/booking-search and the booking container block), which always
 *   hydrates as a whole. Its dependencies elsewhere (dates, opening hours, the API client) stay in their own chunks,
 *   shared with other blocks; parseMarketDate.ts stays on demand. The modules of the folder that code without React
 *   imports stay out (lastVisitedPath.ts: the micro-apps' plain-DOM mount; categoryHref.ts: server-rendered links),
 *   or a page with only plain-DOM islands would load this chunk and React with it.
 * - chrome: the chrome script (engine/chrome/startChrome.ts and what it imports statically) with the import() preload
 *   helper (tools/vite/leanPreloadHelperPlugin.ts). The island modules' build input (engine/client/islandModuleGraph.ts)
 *   uses the helper too, no page loads it, and without this group the helper became a file of its own on every page.
 *   The animation timings (engine/theme/motion.ts, 50 bytes) too: the menu's chunk imports them, and as a chunk of
 *   their own the chrome script carried a list of the menu's dependencies to preload.
 * The other groups take only the modules named (includeDependenciesRecursively: false): their dependencies stay shared.
 */
export const CLIENT_CHUNK_GROUPS = [
  {
    name: 'chrome',
    test: /^\0vite[\\/]preload-helper\.js$|engine[\\/]chrome[\\/]startChrome\.ts$|engine[\\/]theme[\\/]motion\.ts$/,
    includeDependenciesRecursively: true,
  },
  {
    name: 'island-react',
    test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]|^\0rolldown[\\/]runtime\.js$|engine[\\/]client[\\/](mountIsland\.tsx|islandStore\.ts)$|engine[\\/]shared[\\/](BlockProviders\.tsx|PageEnv\.tsx|pageLink\.ts|defineBlock\.ts|i18n[\\/]useTranslation\.tsx|state[\\/]atom(Store\.ts|Hooks\.tsx))$/,
    includeDependenciesRecursively: false,
  },
  {
    name: 'booking-search',
    test: /(features[\\/]booking-search[\\/](?!(categoryHref|lastVisitedPath)\.ts$)|blocks[\\/]booking-container[\\/]|features[\\/]dates[\\/](calendarMonth|marketDate)\.ts$|features[\\/]web-api-hooks[\\/]useBranchCalls\.ts$)/,
    includeDependenciesRecursively: false,
  },
]
