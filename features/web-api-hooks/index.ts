/**
 * The page's web API client for components (SPEC §7): its endpoint, language and tenant come from the page env. A
 * block that only looks up branches takes useBranchCalls(), which leaves the other endpoints out of its bundle. Apart
 * from features/web-api because these hooks need the block SDK (React), which loaders and the build cannot load.
 */
export { useApiClient } from './useApiClient.ts'
export { useBranchCalls } from './useBranchCalls.ts'
export { ApiClientOverride } from './ApiClientOverride.ts'
