/**
 * The micro-apps feature's public entry (SPEC §7, §8): the list of apps the site mounts, the context an app receives,
 * and mounting one with plain DOM code (startMicroApp, no React of the site's own) with a failure notice and a retry. Code
 * outside features/micro-apps/ imports this file only (`npm run boundaries`, rule feature-through-its-entry); the
 * apps (apps/<name>/) import its types.
 */

// The context an app's create function receives (the apps' side of the contract).
export type { CreateMicroApp, MicroAppContext } from './MicroAppContext.ts'

// Mounting an app from a block's plain-DOM enhancer: the page runs one React, the apps' (issue 28 §3).
export { startMicroApp, type MicroAppStartState } from './startMicroApp.ts'
export { MicroAppFailureNotice } from './MicroAppFailureNotice.tsx'
// A view of an app in a chunk of its own, fetched when it first renders.
export { lazyAppView } from './lazyAppView.ts'

// The apps the site may mount.
export { MICRO_APPS, type MicroAppName } from './microApps.ts'
