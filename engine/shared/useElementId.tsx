/**
 * Ids that tie a label, a hint or a list to its field (`htmlFor`, `aria-controls`, `aria-describedby`): use this,
 * not React's `useId`, in blocks and features.
 *
 * The server renders an island with React; the browser hydrates it with Preact's compatibility layer
 * (tools/vite/preactInBrowserPlugin.ts), whose `useId` spells ids differently. Inside an island the ids are counted
 * instead: both renders run the island's components once each, in the same order, so the n-th id asked for is the
 * same on both sides, under the island's own prefix (engine/views/Island.tsx writes it, engine/client/mountIsland.tsx
 * reads it). Outside an island (a static block, a micro-app, an error page) nothing hydrates and the framework's own
 * `useId` answers.
 */
import { createContext, useContext, useId, useRef, type ReactNode } from 'react'

interface IdScope {
  prefix: string
  next: number
}

const IdScopeContext = createContext<IdScope | null>(null)

/** The island attribute that carries its id prefix from the server's HTML to the browser. */
export const ISLAND_ID_PREFIX_ATTRIBUTE = 'data-id-prefix'

/** Counts the ids of one island's render under `prefix`. */
export function IdScopeProvider({ prefix, children }: { prefix: string; children: ReactNode }) {
  const scope = useRef<IdScope>(null)
  scope.current ??= { prefix, next: 0 }
  return <IdScopeContext.Provider value={scope.current}>{children}</IdScopeContext.Provider>
}

export function useElementId(): string {
  const scope = useContext(IdScopeContext)
  // Always called, so the hooks run in the same order with a scope or without.
  const frameworkId = useId()
  const counted = useRef<string>(null)
  if (!scope) return frameworkId
  counted.current ??= `${scope.prefix}-${scope.next++}`
  return counted.current
}
