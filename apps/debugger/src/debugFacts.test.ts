// Protects the debugger's view of a page: environment, generation and analytics container come from the host and the chrome.
import { describe, expect, it } from 'vitest'
import { debugFacts } from './debugFacts.ts'

describe('debugFacts', () => {
  it.each([
    [
      'localhost:3000',
      'ride',
      '/consent/tag-manager.js?id=GTM-EXAMPLE3',
      { environment: 'stage', generation: 'ride', container: 'GTM-EXAMPLE3', on: true },
    ],
    [
      'www.example.com',
      'zen',
      '/consent/tag-manager.js?id=GTM-EXAMPLE2',
      { environment: 'prod', generation: 'zen', container: 'GTM-EXAMPLE2', on: false },
    ],
    ['dev.example.com', 'ibe', undefined, { environment: 'dev', generation: 'next', container: undefined, on: true }],
  ])('%s on layout %s', (host, layout, tagManagerSrc, expected) => {
    const facts = debugFacts({ host, cookies: '', setting: null, layout, tagManagerSrc })
    expect({ environment: facts.environment, generation: facts.generation, container: facts.container, on: facts.debug.on }).toEqual(
      expected,
    )
  })
})
