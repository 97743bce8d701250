/**
 * The micro-apps feature's public entry (SPEC §7, §8): the list of apps the site mounts, the context an app receives,
 * and mounting one with React (useMicroApp) or plain DOM (startMicroApp) with a failure notice and a retry. Code
 * outside features/micro-apps/ imports this file only (`npm run boundaries`, rule feature-through-its-entry); the
 * apps (apps/<name>/) import its types.
 */

// The context an app's create function receives (the apps' side of the contract).
export type { CreateMicroApp, MicroAppContext } from './MicroAppContext.ts'

// Mounting an app: from a plain-DOM enhancer without the site's React, or as a React island.
export { startMicroApp } from './startMicroApp.ts'
export { MicroAppFailureNotice } from './MicroAppFailureNotice.tsx'
export { useMicroApp } from './useMicroApp.ts'

// The apps the site may mount.
export { MICRO_APPS, type MicroAppName } from './microApps.ts'
