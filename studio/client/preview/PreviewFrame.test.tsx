// @vitest-environment jsdom
// Protects choosing a block by clicking it in the preview: the click inside a block is taken in the capture phase (a
// link in the block is not followed) and selects that block, and the selected block gets an outline in the frame.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { PreviewFrame } from './PreviewFrame.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
let root: Root
let container: HTMLElement

beforeEach(() => {
  // jsdom has no CSS.escape; the places the renderer writes ("main.0") need none here.
  vi.stubGlobal('CSS', { escape: (value: string) => value })
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

it('selects the clicked block instead of following its link, and outlines the selected one', async () => {
  const onSelectPlace = vi.fn()
  const render = (selectedPlace?: string) =>
    root.render(
      <PreviewFrame
        src="about:blank"
        width={1440}
        address="/fr-ch/aeroport/"
        selectedPlace={selectedPlace}
        onSelectPlace={onSelectPlace}
      />,
    )
  act(() => render())
  const frame = container.querySelector('iframe')!
  expect(frame.title).toBe('Preview of /fr-ch/aeroport/')
  const inner = frame.contentDocument!
  inner.body.innerHTML = '<section data-studio-place="main.0"><a href="/elsewhere/">Go</a></section>'
  await act(async () => frame.dispatchEvent(new Event('load')))

  const click = new MouseEvent('click', { bubbles: true, cancelable: true })
  inner.querySelector('a')!.dispatchEvent(click)
  expect(onSelectPlace).toHaveBeenCalledWith('main.0')
  expect(click.defaultPrevented).toBe(true)

  act(() => render('main.0'))
  expect(inner.getElementById('studio-selected-outline')?.textContent).toContain('[data-studio-place="main.0"]')
})
