import { REPO_ROOT } from '../../../engine/node/repoRoot.ts'
import type { ViteDevServer } from 'vite'
import type { StudioContext } from '../studioRoute.ts'

/**
 * A studio context on the repository for the explain area's tests: modules the routes load through Vite are imported
 * directly (the test runner compiles their styles as Vite does).
 */
export function studioTestContext(): StudioContext {
  const vite = { ssrLoadModule: (url: string) => import(/* @vite-ignore */ `${REPO_ROOT}${url}`) } as unknown as ViteDevServer
  return { root: REPO_ROOT, vite, notifyFilesChanged: () => {} }
}
