import { expect, it } from 'vitest'
import { marketsOfShard, selectMarkets } from './selectMarkets.ts'

const KNOWN = ['de', 'at', 'ch', 'dk', 'us']

it('reads a comma-separated list of market codes, whatever the case and spacing', () => {
  expect(selectMarkets('de, AT,ch', KNOWN)).toEqual({ ok: true, markets: new Set(['de', 'at', 'ch']) })
  expect(selectMarkets(undefined, KNOWN)).toEqual({ ok: true, markets: undefined })
})

it('a shard with an unknown market code stops with "did you mean"', () => {
  const selection = selectMarkets('de,dee,xx', KNOWN)
  expect(selection.ok).toBe(false)
  const lines = selection.ok ? [] : selection.message.split('\n')
  expect(lines).toHaveLength(2)
  expect(lines[0]).toMatch(/^--markets: there is no market "dee" in markets\/; did you mean "de"/)
  expect(lines[1]).toMatch(/^--markets: there is no market "xx" in markets\//)
  expect(selectMarkets(' , ', KNOWN)).toMatchObject({ ok: false, message: expect.stringContaining('at least one market code') })
})

it('--shard i/n gives every market to exactly one shard, with about as many pages in each', () => {
  const pages = new Map([
    ['de', 900],
    ['us', 700],
    ['fr', 400],
    ['at', 300],
    ['ch', 300],
    ['dk', 100],
  ])
  const shards = [1, 2, 3].map((index) => marketsOfShard(`${index}/3`, pages))
  const markets = shards.map((shard) => (shard.ok ? [...shard.markets!] : []))
  expect(markets.flat().sort()).toEqual([...pages.keys()].sort())
  const sizes = markets.map((codes) => codes.reduce((sum, code) => sum + pages.get(code)!, 0))
  expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(200)
  expect(marketsOfShard('4/3', pages)).toMatchObject({ ok: false, message: expect.stringContaining('such as --shard 2/4') })
  expect(marketsOfShard('a/b', pages).ok).toBe(false)
})
