// @vitest-environment jsdom
// Protects what the debugger panel shows (SPEC §4, §7): the analytics generation the page's context carries (from
// its layout document, not from the layout's name), "default" where the layout declares none, and the tenant.
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testEnv } from '../../../engine/testing/renderBlockToString.tsx'
import type { MicroAppContext } from '../../../features/micro-apps/index.ts'
import { create } from './main.tsx'
import enUs from '../../../locales/en-US/translations.json'

// jsdom has no constructed stylesheets; the styles are not what this test looks at.
vi.mock('../../shared/adoptStyles.ts', () => ({ adoptStyles: () => {} }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const messages: Record<string, unknown> = enUs

function contextWith(analyticsGeneration: MicroAppContext['analyticsGeneration']): MicroAppContext {
  return {
    ...testEnv.api,
    visitorIds: { optimization: 'visitor-1' },
    locale: 'en-US',
    language: 'en',
    country: 'us',
    currency: 'USD',
    formats: testEnv.formats,
    messages,
    links: { start: '/en-us/' },
    analyticsGeneration,
    reportChunkLoadError: () => {},
  }
}

/** Mounts the app as the debugger-mount block does, opens the panel and returns its rows as label → value. */
async function panelRows(context: MicroAppContext): Promise<Record<string, string>> {
  const element = document.createElement('div')
  document.body.append(element)
  await act(async () => {
    create(element, context)
  })
  await act(async () => element.querySelector<HTMLButtonElement>('.dbg-toggle')!.click())
  return Object.fromEntries(
    [...element.querySelectorAll('dl div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
  )
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the debugger panel', () => {
  it.each([
    ['ride' as const, 'ride'],
    ['zen' as const, 'zen'],
    [undefined, 'default'],
  ])('shows the generation %s of the page context as %s', async (generation, shown) => {
    const rows = await panelRows(contextWith(generation))
    expect(rows['Product generation']).toBe(shown)
    expect(rows['Tenant ID']).toBe(String(testEnv.api.tenantId))
  })
})
