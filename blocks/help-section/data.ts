import { assertUsage, defineBlockData } from '../../engine/dataSdk.ts'
import type { HelpSectionPage } from '../../features/help-centre/helpRouteSources.ts'
import type { HelpSectionProps } from './props.gen.ts'

/** Build time: what the route source put on the page's item. */
export default defineBlockData<HelpSectionProps, HelpSectionPage>({
  async load(_props, { item }) {
    assertUsage(
      item,
      'The help-section block shows the item of a page generated from sources/help-sections.ts or ride-help-sections.ts: place it on such a page ("generate": { "from": "help-sections" }).',
    )
    return item.data as HelpSectionPage
  },
})
