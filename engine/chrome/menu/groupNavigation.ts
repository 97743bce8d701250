import type { Item } from '../../shared/types/navigation.gen.ts'

export interface NavigationGroup {
  title: string
  links: Item[]
}

/** A header item starts a group; links before the first header form a group without a title of their own. */
export function groupNavigation(items: Item[]): NavigationGroup[] {
  const groups: NavigationGroup[] = []
  for (const item of items) {
    if (item.type === 'header') groups.push({ title: item.title, links: [] })
    else if (groups.length === 0) groups.push({ title: item.title, links: [item] })
    else groups[groups.length - 1].links.push(item)
  }
  return groups.filter((group) => group.links.length > 0)
}
