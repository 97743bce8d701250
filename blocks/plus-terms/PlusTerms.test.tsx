import { expect, it } from 'vitest'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import loader from './data.ts'
import { PlusTerms } from './PlusTerms.tsx'

it('names every tenure option of the v1.1 answer and the refund option (SPEC §4, §9)', async () => {
  const props = { heading: 'plus.terms.heading' }
  const html = renderBlockToString(PlusTerms, { ...props, data: await loadBlockData(loader, props) })
  expect(html).toContain('Eine Laufzeit von 30 Tagen, die sich jeden Monat ohne Kündigung verlängert')
  expect(html).toContain('Eine Mindestlaufzeit von 6 Monaten, danach automatisch die Laufzeit von 30 Tagen.')
  expect(html).toContain('Eine Mindestlaufzeit von 12 Monaten')
  expect(html).toContain('Der Treuebonus ist nach 6 Monaten erstattungsfähig.')
  expect(html).toMatch(/ab 349\s€ pro Monat/)
})
