/**
 * Blocks and micro-apps are written against React's API; in the browser bundles they run on Preact's compatibility
 * layer (https://preactjs.com/guide/v10/switching-to-preact). React DOM is about 60 KB gzipped and, at a page's
 * load, three quarters of it never runs (issue 28 §3: unused JavaScript after load at most 35 %); preact/compat is
 * about 8 KB. The server still renders with React (engine/server), whose HTML Preact hydrates.
 *
 * Builds only: `npm run dev` keeps React with its fast refresh.
 */
import type { Plugin } from 'vite'

/** React's entry points, and Preact's module that stands in for each in the browser. */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

export function preactInBrowserPlugin(): Plugin {
  return {
    name: 'preact-in-browser',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const stand = PREACT_FOR_REACT[source]
      if (!stand || this.environment.config.consumer !== 'client') return null
      return this.resolve(stand, importer, { ...options, skipSelf: true })
    },
  }
}
