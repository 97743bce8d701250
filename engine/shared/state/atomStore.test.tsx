// @vitest-environment jsdom
// Protects the islands' shared state: a store answers an atom's initial value until set, tells subscribers of real
// changes only, and islands rendering from one store follow each other; useHydrateAtoms starts an atom once per store.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { AtomStoreProvider, useAtom, useAtomValue, useHydrateAtoms } from './atomHooks.tsx'
import { atom, createAtomStore, type Atom, type AtomStore } from './atomStore.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('createAtomStore', () => {
  it('answers the initial value until set, takes updaters, and tells subscribers of changes only', () => {
    const count = atom(1)
    const store = createAtomStore()
    const listener = vi.fn()
    const stop = store.sub(count, listener)
    expect(store.get(count)).toBe(1)
    store.set(count, (current) => current + 1)
    expect(store.get(count)).toBe(2)
    store.set(count, 2)
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    store.set(count, 3)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(createAtomStore().get(count)).toBe(1)
  })
})

function mount(store: AtomStore, element: React.ReactNode): HTMLElement {
  const container = document.createElement('div')
  document.body.append(container)
  act(() => createRoot(container).render(<AtomStoreProvider store={store}>{element}</AtomStoreProvider>))
  return container
}

const city = atom('Berlin')

function Field() {
  const [value, setValue] = useAtom(city)
  return <input value={value} onChange={(event) => setValue(event.target.value)} />
}
function Shown() {
  return <output>{useAtomValue(city)}</output>
}
function Hydrated({ value, target }: { value: string; target: Atom<string> }) {
  useHydrateAtoms([[target, value]])
  return <output>{useAtomValue(target)}</output>
}

describe('atom hooks', () => {
  it('lets two roots of one store follow each other', () => {
    const store = createAtomStore()
    mount(store, <Field />)
    const shown = mount(store, <Shown />)
    act(() => store.set(city, 'München'))
    expect(shown.textContent).toBe('München')
  })

  it('starts an atom at the page value once per store, so a later island keeps what was chosen since', () => {
    const branch = atom('')
    const store = createAtomStore()
    const first = mount(store, <Hydrated target={branch} value="Berlin Mitte" />)
    expect(first.textContent).toBe('Berlin Mitte')
    act(() => store.set(branch, 'Hamburg'))
    const later = mount(store, <Hydrated target={branch} value="Berlin Mitte" />)
    expect(later.textContent).toBe('Hamburg')
    expect(mount(createAtomStore(), <Hydrated target={branch} value="Köln" />).textContent).toBe('Köln')
  })
})
