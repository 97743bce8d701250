import { defineBlockData } from '../../engine/dataSdk.ts'
import type { HelpArticle, HelpCategory } from '../../features/web-api/index.ts'
import type { HelpHomeProps } from './props.gen.ts'

export interface HelpHomeData {
  featured: Pick<HelpArticle, 'id' | 'title' | 'excerpt'>[]
  categories: HelpCategory[]
}

/** Build time: the categories and the featured articles of the market's rent or ride help centre. */
export default defineBlockData<HelpHomeProps, HelpHomeData>({
  async load({ centre = 'rent' }, { api, country }) {
    const code = country.toUpperCase()
    const [categories, featured] = await Promise.all([
      api.helpCategories({ centre, country: code }),
      api.helpFeaturedArticles({ centre, country: code }),
    ])
    return { categories, featured: featured.map(({ id, title, excerpt }) => ({ id, title, excerpt })) }
  },
})
