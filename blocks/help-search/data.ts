import { defineBlockData, type PageLinkKey } from '../../engine/dataSdk.ts'
import type { HelpArticle } from '../../features/web-api/index.ts'
import { helpIslandLinks } from '../../features/help-centre/data.ts'
import type { HelpSearchProps } from './props.gen.ts'

export interface PopularArticles {
  featured: Pick<HelpArticle, 'id' | 'title' | 'excerpt'>[]
  /** The page links the island may show (helpIslandLinks). */
  links: PageLinkKey[]
}

/** Build time: the popular (featured) articles the results page offers before a search, without JavaScript and when nothing is found. */
export default defineBlockData<HelpSearchProps, PopularArticles>({
  async load(_props, { api, country }) {
    const [featured, links] = await Promise.all([
      api.helpFeaturedArticles({ centre: 'rent', country: country.toUpperCase() }),
      helpIslandLinks(api, country),
    ])
    return { featured: featured.map(({ id, title, excerpt }) => ({ id, title, excerpt })), links }
  },
})
