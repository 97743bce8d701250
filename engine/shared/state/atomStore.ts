/**
 * State several islands of a page share (the booking search's branch, dates and trip options): an atom names a value
 * and its initial state, a store holds the values of one page (one per server render, one for all islands in the
 * browser). Only plain values: nothing here derives one atom from another or reads asynchronously, which is all the
 * site needs, in about a tenth of the code of the library it replaces (jotai).
 */
export interface Atom<Value> {
  readonly init: Value
  /** For messages and debugging only. */
  readonly debugLabel?: string
}

export function atom<Value>(init: Value, debugLabel?: string): Atom<Value> {
  return { init, debugLabel }
}

/** A new value, or a function of the current one (a function value must be wrapped: set(a, () => fn)). */
export type SetValue<Value> = Value | ((current: Value) => Value)

export interface AtomStore {
  get<Value>(atom: Atom<Value>): Value
  set<Value>(atom: Atom<Value>, value: SetValue<Value>): void
  /** Calls `listener` after each change of the atom's value; answers the function that stops it. */
  sub(atom: Atom<unknown>, listener: () => void): () => void
}

export function createAtomStore(): AtomStore {
  const values = new Map<Atom<unknown>, unknown>()
  const listeners = new Map<Atom<unknown>, Set<() => void>>()
  const get = <Value>(atom: Atom<Value>): Value => (values.has(atom) ? (values.get(atom) as Value) : atom.init)
  return {
    get,
    set<Value>(atom: Atom<Value>, value: SetValue<Value>) {
      const current = get(atom)
      const next = typeof value === 'function' ? (value as (current: Value) => Value)(current) : value
      const changed = !Object.is(next, current)
      values.set(atom, next)
      if (changed) for (const listener of [...(listeners.get(atom) ?? [])]) listener()
    },
    sub(atom, listener) {
      const own = listeners.get(atom) ?? new Set()
      listeners.set(atom, own)
      own.add(listener)
      return () => own.delete(listener)
    },
  }
}
