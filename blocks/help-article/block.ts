import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { HelpArticle } from './HelpArticle.tsx'

// Static: the article comes from the page's item (sources/help-articles.ts); its markup renders without script.
export default defineBlock({
  name: 'help-article',
  component: HelpArticle,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: ['helpCentre'],
})
