// Protects the ids of an island (labels, hints, lists): counted under the island's prefix, so the server's HTML and the
// browser's hydration (Preact, which spells its own ids differently) agree; outside an island the framework's own.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { IdScopeProvider, useElementId } from './useElementId.tsx'

function Field({ label }: { label: string }) {
  const id = useElementId()
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  )
}

const form = (
  <>
    <Field label="a" />
    <Field label="b" />
  </>
)

describe('useElementId', () => {
  it('counts the ids of an island in render order under its prefix', () => {
    const html = renderToString(<IdScopeProvider prefix="i3">{form}</IdScopeProvider>)
    expect([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])).toEqual(['i3-0', 'i3-1'])
  })

  it('starts again for every island render', () => {
    const first = renderToString(<IdScopeProvider prefix="i0">{form}</IdScopeProvider>)
    expect(renderToString(<IdScopeProvider prefix="i0">{form}</IdScopeProvider>)).toBe(first)
  })

  it('outside an island answers with the framework’s own ids', () => {
    const html = renderToString(form)
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toHaveLength(2)
    expect(ids[0]).not.toMatch(/^i\d/)
    expect(new Set(ids).size).toBe(2)
  })
})
