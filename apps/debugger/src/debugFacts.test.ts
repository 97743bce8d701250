// Protects the debugger's view of a page: environment from the host, the generation from the page's context (its
// layout document, SPEC §4) and the analytics container from the chrome.
import { describe, expect, it } from 'vitest'
import { debugFacts } from './debugFacts.ts'

describe('debugFacts', () => {
  it.each([
    [
      'localhost:3000',
      'ride' as const,
      '/consent/tag-manager.js?id=GTM-EXAMPLE3',
      { environment: 'stage', generation: 'ride', container: 'GTM-EXAMPLE3', on: true },
    ],
    [
      'www.example.com',
      'zen' as const,
      '/consent/tag-manager.js?id=GTM-EXAMPLE2',
      { environment: 'prod', generation: 'zen', container: 'GTM-EXAMPLE2', on: false },
    ],
    ['dev.example.com', undefined, undefined, { environment: 'dev', generation: 'default', container: undefined, on: true }],
  ])('%s with generation %s', (host, generation, tagManagerSrc, expected) => {
    const facts = debugFacts({ host, cookies: '', setting: null, generation, tagManagerSrc })
    expect({ environment: facts.environment, generation: facts.generation, container: facts.container, on: facts.debug.on }).toEqual(
      expected,
    )
  })
})
