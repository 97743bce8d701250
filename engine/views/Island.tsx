import { createAtomStore } from '../shared/state/atomStore.ts'
import { createContext, useContext } from 'react'
import { renderToString } from 'react-dom/server'
import { BlockProviders } from '../shared/BlockProviders.tsx'
import type { BlockDefinition, Hydration } from '../shared/defineBlock.ts'
import type { RenderedIsland } from '../model/renderedPage.ts'
import { usePageEnv } from '../shared/PageEnv.tsx'
import { parsePageLink } from '../shared/pageLink.ts'
import { useTranslation } from '../shared/i18n/useTranslation.tsx'

/** What the islands of one page need: the message prefixes and the links their props refer to. */
export interface IslandCollector {
  /** Text keys found in island props. */
  messageKeys: Set<string>
  /** Key prefixes the island blocks declare. */
  messagePrefixes: Set<string>
  links: Set<string>
  /** The islands in document order, with when each hydrates (the page's script and module preloads follow from them). */
  islands: RenderedIsland[]
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null)

function collectReferences(value: unknown, collector: IslandCollector): void {
  if (typeof value === 'string') {
    const link = parsePageLink(value)
    if (link) collector.links.add(link.key)
    else collector.messageKeys.add(value)
  } else if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, collector)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectReferences(item, collector)
  }
}

/**
 * An interactive block: rendered as its own React root (exactly as the browser will hydrate it),
 * wrapped in a marker that carries its name, when to hydrate, and its props. The marker takes no box
 * (`display: contents` from engine/theme/globalStyles.ts: a style attribute would break the CSP).
 */
export function Island({
  definition,
  hydrate,
  props,
}: {
  definition: BlockDefinition
  hydrate: Hydration
  props: Record<string, unknown>
}) {
  const collector = useContext(IslandCollectorContext)!
  const env = usePageEnv()
  const { i18n } = useTranslation()
  // The island's ids are counted under a prefix of its own, which the browser reads back (ISLAND_ID_PREFIX_ATTRIBUTE, useElementId.tsx).
  const idPrefix = `i${collector.islands.length}`
  collector.islands.push({ type: definition.name, hydrate })
  collectReferences(props, collector)
  for (const prefix of definition.messages ?? []) collector.messagePrefixes.add(prefix)
  const Component = definition.component
  const html = renderToString(
    <BlockProviders env={env} i18n={i18n} store={createAtomStore()} idPrefix={idPrefix}>
      <Component {...props} />
    </BlockProviders>,
  )
  return (
    <div
      data-island={definition.name}
      data-hydrate={hydrate}
      data-id-prefix={idPrefix}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the block's own markup, which React's renderToString has just escaped
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
