// @vitest-environment jsdom
// Protects the studio's edit loop as a market manager uses it: a link opens the page's block in the Edit tab, the
// form shows its props with the schema's labels, a changed field is saved as ONE edit at its pointer, "Saved" is
// announced, a refusal shows the problems and keeps the typed value, and endpoints not merged yet say so.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EditAnswer, EditRequest, ExplainedPage, SiteMap, StudioDocument } from '../shared/studioApi.ts'
import { StudioApp } from './StudioApp.tsx'

const site: SiteMap = {
  markets: [
    { code: '_base', file: 'markets/_base.json', abstract: true, languages: [] },
    {
      code: 'ch',
      file: 'markets/ch.json',
      extends: '_base',
      abstract: false,
      languages: [{ language: 'fr', locale: 'fr-CH', fallbackLocales: ['fr-FR'] }],
    },
  ],
  pages: [
    { id: 'airport-promotion', file: 'pages/airport-promotion.json', routes: [{ market: 'ch', language: 'fr', path: '/fr-ch/aeroport/' }] },
  ],
  layouts: [],
  menus: [],
  footers: [],
  bundles: [],
  problems: [
    {
      severity: 'error',
      file: 'pages/broken.json',
      line: 3,
      column: 9,
      pointer: '/id',
      rule: 'pattern',
      message: 'must be lowercase words',
    },
  ],
}
const at = (pointer: string) => ({ file: 'pages/airport-promotion.json', line: 10, column: 7, pointer })
const explained: ExplainedPage = {
  market: 'ch',
  language: 'fr',
  pageId: 'airport-promotion',
  path: '/fr-ch/aeroport/',
  previewUrl: '/fr-ch/aeroport/?studio=1',
  fields: [{ pointer: '/page/blocks/0/props/heading', value: 'Welcome', from: at('/blocks/0/props/heading'), overridden: [] }],
  blocks: [{ place: 'main.0', id: 'intro', type: 'hero', props: at('/blocks/0/props') }],
}
const document: StudioDocument = {
  file: 'pages/airport-promotion.json',
  text: '{}',
  value: { blocks: [{ id: 'intro', type: 'hero', props: { heading: 'Welcome', size: 'large' } }] },
  version: 'v1',
  problems: [],
  schema: {
    type: 'object',
    properties: {
      blocks: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            props: {
              type: 'object',
              properties: {
                heading: { type: 'string', title: 'Heading text', description: 'The big line.' },
                size: { enum: ['small', 'large'] },
              },
            },
          },
        },
      },
    },
  },
}

let root: Root
let container: HTMLElement
let edits: EditRequest[]
let editAnswer: EditAnswer

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

// React's act() warns unless the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeEach(() => {
  edits = []
  editAnswer = { status: 'written', file: document.file, version: 'v2', changedLines: 1, affectedUrls: [] }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://127.0.0.1')
      if (url.pathname === '/studio/api/site') return json(site)
      if (url.pathname === '/studio/api/explain') return json(explained)
      if (url.pathname === '/studio/api/document') return json(document)
      if (url.pathname === '/studio/api/edit') {
        edits.push(JSON.parse(String(init?.body)))
        return json(editAnswer, editAnswer.status === 'refused' ? 422 : 200)
      }
      return new Response('Not found', { status: 404 })
    }),
  )
  window.history.replaceState(null, '', '/studio/?market=ch&language=fr&page=airport-promotion&tab=edit&block=main.0')
  container = window.document.createElement('div')
  window.document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

async function settle() {
  for (let round = 0; round < 5; round++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
}

function fieldLabelled(text: string): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim().startsWith(text))
  expect(label, `a label "${text}"`).toBeDefined()
  return window.document.getElementById(label!.htmlFor) as HTMLInputElement
}

async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  await act(async () => {
    setter.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function clickButton(name: string) {
  const button = [...container.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name)
  expect(button, `a button "${name}"`).toBeDefined()
  await act(async () => button!.click())
  await settle()
}

describe('the studio app', () => {
  it('opens the block of the link in the Edit tab and saves one changed field as one edit', async () => {
    act(() => root.render(<StudioApp />))
    await settle()
    expect(container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Edit')
    expect(container.querySelector('iframe')?.title).toBe('Preview of /fr-ch/aeroport/')
    await type(fieldLabelled('Heading text'), 'Bienvenue')
    await clickButton('Save')
    expect(edits).toEqual([{ file: document.file, pointer: '/blocks/0/props/heading', value: 'Bienvenue', version: 'v1' }])
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Saved: 1 line(s) changed in pages/airport-promotion.json')
  })

  it('shows a refusal next to the form and keeps what was typed', async () => {
    editAnswer = { status: 'refused', problems: [{ ...site.problems[0], file: document.file, message: 'must not be empty' }] }
    act(() => root.render(<StudioApp />))
    await settle()
    await type(fieldLabelled('Heading text'), 'x')
    await clickButton('Save')
    const alerts = [...container.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)
    expect(alerts.some((text) => text?.includes('must not be empty'))).toBe(true)
    expect(fieldLabelled('Heading text').value).toBe('x')
  })

  it('lists the problems of documents invalid on disk and marks abstract markets', async () => {
    act(() => root.render(<StudioApp />))
    await settle()
    expect(container.textContent).toContain('pages/broken.json:3:9 must be lowercase words')
    expect(container.textContent).toContain('_base (abstract)')
  })

  it('says "not available yet" for an endpoint the server does not have', async () => {
    window.history.replaceState(null, '', '/studio/?tab=changes')
    act(() => root.render(<StudioApp />))
    await settle()
    expect(container.querySelector('[role="tabpanel"]')?.textContent).toContain('not available yet')
  })
})
