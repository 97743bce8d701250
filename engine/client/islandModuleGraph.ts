/**
 * A build input that no page loads (tools/bundle/bundleSite.ts): its loaders name every island's module, so the browser
 * bundle has one chunk for each and the manifest lists it under the module's path. A page names its own islands'
 * chunks (engine/shared/islandModules.ts) and the island runtime imports them from there: the runtime carries no table
 * of every block's loader, most of which a page never runs (issue 28 §3).
 */
export { enhancerModules, reactIslandModules } from '../registry/blockManifest.gen.ts'
