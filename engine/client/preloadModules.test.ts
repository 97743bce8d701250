// @vitest-environment jsdom
// Protects the browser bundle's one module preloader: each module once per page, below the prefix given.
import { expect, it } from 'vitest'
import { preloadModules } from './preloadModules.ts'

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

it('preloads each module once, below the prefix given', () => {
  preloadModules(['/assets/chunks/a.js', '/assets/chunks/b.js'])
  preloadModules(['assets/chunks/b.js', 'assets/chunks/c.js'], '/')
  preloadModules([])
  expect(preloads()).toEqual(['/assets/chunks/a.js', '/assets/chunks/b.js', '/assets/chunks/c.js'])
})
