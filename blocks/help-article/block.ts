import { defineBlock } from '../../engine/sdk.ts'
import { HelpArticle } from './HelpArticle.tsx'

// Static: the article comes from the page's item (sources/help-articles.ts); its markup renders without script.
export default defineBlock({ name: 'help-article', component: HelpArticle, interactive: false, messages: ['helpCentre'] })
