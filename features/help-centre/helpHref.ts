import type { PageEnv, PageLinkKey } from '../../engine/sdk.ts'

/**
 * The URL of a help-centre page link ("page:help-section/deposit"): its page in this market language, else (a
 * category, section or article not published in the language, issue 27 §1) its page in a language the market offers,
 * else, where a page is rendered without the data stage (the scale benchmark renders documents directly), the help
 * centre's home, or "#", instead of a crash. helpArticleHref also gives the other language for the link's hreflang.
 */
export function helpHref(env: Pick<PageEnv, 'links' | 'otherLanguageLink'>, link: PageLinkKey): string {
  return env.links[link] ?? env.otherLanguageLink?.(link)?.href ?? env.links['page:help-center'] ?? '#'
}

/**
 * Where a link to a help article leads: its page in this market language, or, for an article not published in it
 * (not yet written in the language), its page in a language the market offers, with that language for the link's
 * hreflang; the help centre's home when neither exists (a page rendered without the data stage).
 */
export function helpArticleHref(env: Pick<PageEnv, 'links' | 'otherLanguageLink'>, link: PageLinkKey): { href: string; hreflang?: string } {
  if (env.links[link]) return { href: env.links[link] }
  const elsewhere = env.otherLanguageLink?.(link)
  return elsewhere ?? { href: helpHref(env, link) }
}
