import { parseFragment } from 'parse5'
import type { DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** What a page says in its `<main>`, and the language its `<html lang>` claims. */
export interface PageText {
  /** `<html lang>` as written ("pl-PL"), or "" when missing. */
  lang: string
  /** The visible text of `<main>`, one space between words; "" when the page has no `<main>`. */
  text: string
}

// Not prose a visitor reads as the page's language: code, data (JSON-LD), and what only the browser without scripts
// shows (the same words as the island that replaces it, counted once). A `<template>` is never rendered.
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'code', 'kbd', 'samp', 'var'])

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

const primaryLanguage = (tag: string) => tag.split(/[-_]/)[0].toLowerCase()

/**
 * The visible text of a built page's `<main>`. Left out, besides scripts and styles: hidden elements (`hidden`),
 * anything marked `translate="no"` (names and codes by the author's own word), and any element whose `lang` names
 * another language than the page's: a link "Deutsch" on a Polish page says, rightly, what it says in German.
 */
export function mainText(html: string): PageText {
  const lang = /<html\b[^>]*?\slang="([^"]*)"/i.exec(html)?.[1] ?? ''
  // Only `<main>` is parsed: the head's styles and data are most of a page's bytes and none of its main text.
  const start = html.search(/<main[\s>]/i)
  const end = html.lastIndexOf('</main>')
  if (start < 0 || end < start) return { lang, text: '' }
  const main = findMain(parseFragment(html.slice(start, end + '</main>'.length)))
  if (!main) return { lang, text: '' }
  const parts: string[] = []
  collect(main, primaryLanguage(lang), parts)
  return { lang, text: parts.join(' ').replace(/\s+/g, ' ').trim() }
}

function findMain(node: Node): Element | undefined {
  if (!('childNodes' in node)) return undefined
  for (const child of node.childNodes) {
    if (child.nodeName === 'main') return child as Element
    const found = findMain(child)
    if (found) return found
  }
  return undefined
}

function collect(node: Node, language: string, parts: string[]): void {
  if (node.nodeName === '#text') {
    parts.push((node as DefaultTreeAdapterMap['textNode']).value)
    return
  }
  if (!('tagName' in node)) return
  const element = node as Element
  if (SKIPPED.has(element.tagName)) return
  if (attribute(element, 'hidden') !== undefined) return
  if (attribute(element, 'translate') === 'no') return
  const own = attribute(element, 'lang')
  if (own && primaryLanguage(own) !== language) return
  // Block boundaries separate words: "<li>Kaucja</li><li>Paliwo</li>" is two words, not "KaucjaPaliwo".
  parts.push(' ')
  for (const child of element.childNodes) collect(child, language, parts)
  parts.push(' ')
}
