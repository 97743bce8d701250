// @vitest-environment jsdom
// Protects a micro-app's later views in chunks of their own: the export named is what shows once its chunk is there,
// two views of one module each show their own, and a chunk that cannot be fetched is reported to the site (SPEC §8).
import { act, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { lazyAppView } from './lazyAppView.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const VIEWS = { Thanks: () => <p>Thanks</p>, Retry: () => <button type="button">Retry</button> }

afterEach(() => {
  document.body.innerHTML = ''
})

async function show(node: React.ReactNode): Promise<HTMLElement> {
  const element = document.createElement('div')
  document.body.append(element)
  await act(async () => createRoot(element).render(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>))
  return element
}

it('shows the export named once its module is there, for two views of one module', async () => {
  const load = vi.fn(async () => VIEWS)
  const host = { reportChunkLoadError: vi.fn() }
  const Thanks = lazyAppView(load, 'Thanks', host)
  const Retry = lazyAppView(load, 'Retry', host)
  const element = await show(
    <>
      <Thanks />
      <Retry />
    </>,
  )
  expect(element.textContent).toBe('ThanksRetry')
  expect(host.reportChunkLoadError).not.toHaveBeenCalled()
})

it('reports a chunk that cannot be fetched to the site and keeps the fallback', async () => {
  const error = new TypeError('Failed to fetch dynamically imported module')
  const host = { reportChunkLoadError: vi.fn() }
  const Thanks = lazyAppView(() => Promise.reject<typeof VIEWS>(error), 'Thanks', host)
  const element = await show(<Thanks />)
  expect(host.reportChunkLoadError).toHaveBeenCalledWith(error)
  expect(element.textContent).toBe('Loading')
})
