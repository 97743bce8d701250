import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react'
import type { Atom, AtomStore, SetValue } from './atomStore.ts'

const AtomStoreContext = createContext<AtomStore | null>(null)

/** The store of the islands below: BlockProviders gives every block its page's store. */
export function AtomStoreProvider({ store, children }: { store: AtomStore; children: ReactNode }) {
  return <AtomStoreContext.Provider value={store}>{children}</AtomStoreContext.Provider>
}

function useAtomStore(): AtomStore {
  const store = useContext(AtomStoreContext)
  if (!store)
    throw new Error('An atom hook was used outside BlockProviders (engine/shared/BlockProviders.tsx), which gives blocks their store.')
  return store
}

/** The atom's value; the component renders again when it changes. */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useAtomStore()
  const subscribe = useCallback((listener: () => void) => store.sub(atom, listener), [store, atom])
  const read = () => store.get(atom)
  return useSyncExternalStore(subscribe, read, read)
}

/** A setter of the atom, the same function on every render. */
export function useSetAtom<Value>(atom: Atom<Value>): (value: SetValue<Value>) => void {
  const store = useAtomStore()
  return useCallback((value: SetValue<Value>) => store.set(atom, value), [store, atom])
}

export function useAtom<Value>(atom: Atom<Value>): [Value, (value: SetValue<Value>) => void] {
  return [useAtomValue(atom), useSetAtom(atom)]
}

const hydratedAtoms = new WeakMap<AtomStore, WeakSet<Atom<unknown>>>()

/**
 * Starts atoms at values the page knows (the branch a branch page is about) while rendering, so they are read with
 * them: each atom once per store, so an island that hydrates later or renders again does not undo what the visitor
 * chose meanwhile.
 */
export function useHydrateAtoms(values: Iterable<readonly [Atom<unknown>, unknown]>): void {
  const store = useAtomStore()
  const hydrated = hydratedAtoms.get(store) ?? new WeakSet()
  hydratedAtoms.set(store, hydrated)
  for (const [atom, value] of values) {
    if (hydrated.has(atom)) continue
    hydrated.add(atom)
    store.set(atom, value)
  }
}
