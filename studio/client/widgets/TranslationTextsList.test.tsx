// @vitest-environment jsdom
// Protects "Text in every language": a row per locale labelled "<locale> text", a missing text marked "missing", and
// saving one text writes ONE edit to that locale's bundle at the key's place, on the bundle's current version.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { EditRequest, TranslationTexts } from '../../shared/studioApi.ts'
import { TranslationTextsList } from './TranslationTextsList.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const texts: TranslationTexts = {
  key: 'airportPromotion.title',
  texts: [
    { locale: 'fr-CH', file: 'locales/fr-CH/translations.json', text: 'Louez', markup: false },
    { locale: 'it-CH', file: 'locales/it-CH/translations.json', markup: false },
  ],
  shownIn: [{ locale: 'fr-CH', routes: ['fr-ch'] }],
}
let root: Root
let container: HTMLElement
let edits: EditRequest[]

beforeEach(() => {
  edits = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://127.0.0.1')
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
      if (url.pathname === '/studio/api/translation') return json(texts)
      if (url.pathname === '/studio/api/document') return json({ file: url.searchParams.get('file'), version: 'bundle-v7' })
      edits.push(JSON.parse(String(init?.body)))
      return json({ status: 'written', file: 'locales/it-CH/translations.json', version: 'bundle-v8', changedLines: 1, affectedUrls: [] })
    }),
  )
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

const settle = async () => {
  for (let round = 0; round < 5; round++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
}

it('marks the missing text and saves a text into its own bundle at the key', async () => {
  const onSaved = vi.fn()
  act(() => root.render(<TranslationTextsList textKey="airportPromotion.title" onSaved={onSaved} />))
  await settle()
  const labels = [...container.querySelectorAll('label')].map((label) => label.textContent)
  expect(labels).toEqual(['fr-CH text ', 'it-CH text missing'])
  expect(container.textContent).toContain('locales/fr-CH/translations.json · shown on fr-ch')

  const input = container.querySelector<HTMLInputElement>('#text-it-CH-airportPromotion\\.title')!
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  await act(async () => {
    setValue.call(input, 'Noleggia')
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Save it-CH text"]')!.click())
  await settle()
  expect(edits).toEqual([
    { file: 'locales/it-CH/translations.json', pointer: '/airportPromotion/title', value: 'Noleggia', version: 'bundle-v7' },
  ])
  expect(onSaved).toHaveBeenCalled()
})
