// @vitest-environment jsdom
// Protects "Was this helpful?" under a help article (SPEC §2): yes sends at once and thanks; no first offers an
// optional comment with the characters left; a failed send says so with a retry; a visitor who voted on the
// article before is thanked instead of asked again.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../features/web-api/index.ts'
import { fail, ok } from '../../engine/testing/apiResults.ts'
import { BlockTestProviders } from '../../tests/support/BlockTestProviders.tsx'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { HelpFeedback } from './HelpFeedback.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
  window.localStorage.clear()
})

function mount(helpFeedback: ApiClient['helpFeedback'], locale = 'de-DE'): HTMLElement {
  const element = document.createElement('div')
  document.body.append(element)
  act(() =>
    createRoot(element).render(
      <BlockTestProviders env={{ ...testEnv, locale }} api={{ ...fakeApi(locale), helpFeedback }}>
        <HelpFeedback data={{ articleId: 'deposit-amount' }} />
      </BlockTestProviders>,
    ),
  )
  return element
}

const button = (element: HTMLElement, text: string) =>
  [...element.querySelectorAll('button')].find((candidate) => candidate.textContent === text) ??
  expect.fail(`no button "${text}" in: ${element.textContent}`)

describe('help-feedback', () => {
  it('asks in German, sends a yes at once with the page’s country, and thanks', async () => {
    const send = vi.fn<ApiClient['helpFeedback']>(async () => ok({ articleId: 'deposit-amount', helpful: true }))
    const box = mount(send)
    expect(box.querySelector('h2')!.textContent).toBe('War dieser Artikel hilfreich?')
    await act(async () => button(box, 'Ja').click())
    expect(send).toHaveBeenCalledWith({ articleId: 'deposit-amount', helpful: true, country: 'DE' })
    expect(box.textContent).toContain('Vielen Dank für Ihr Feedback.')
    expect(box.querySelector('button')).toBeNull()
  })

  it('after no, offers a comment with the characters left and sends it with the vote', async () => {
    const send = vi.fn<ApiClient['helpFeedback']>(async () => ok({ articleId: 'deposit-amount', helpful: false }))
    const box = mount(send)
    await act(async () => button(box, 'Nein').click())
    expect(send).not.toHaveBeenCalled()
    const comment = box.querySelector('textarea')!
    expect(box.querySelector(`label[for="${comment.id}"]`)!.textContent).toBe('Was hat gefehlt oder war unklar? (optional)')
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(comment, '  Der Betrag in CHF fehlt.  ')
      comment.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(box.textContent).toContain('Verbleibende Zeichen: 972')
    await act(async () => button(box, 'Senden').click())
    expect(send).toHaveBeenCalledWith({ articleId: 'deposit-amount', helpful: false, country: 'DE', comment: 'Der Betrag in CHF fehlt.' })
    expect(box.textContent).toContain('Vielen Dank für Ihr Feedback.')
  })

  it('says when the vote could not be sent and sends it again on retry', async () => {
    const send = vi
      .fn<ApiClient['helpFeedback']>()
      .mockResolvedValueOnce(fail({ kind: 'network', path: '/v1/knowledge-article/feedback', message: 'offline' }))
      .mockResolvedValueOnce(ok({ articleId: 'deposit-amount', helpful: true }))
    const box = mount(send)
    await act(async () => button(box, 'Ja').click())
    expect(box.querySelector('[role="alert"]')!.textContent).toContain('Ihr Feedback konnte nicht gesendet werden.')
    await act(async () => button(box, 'Erneut versuchen').click())
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1][0].helpful).toBe(true)
    expect(box.textContent).toContain('Vielen Dank für Ihr Feedback.')
  })

  it('thanks a visitor who voted on this article before instead of asking again', async () => {
    const first = mount(async () => ok({ articleId: 'deposit-amount', helpful: true }))
    await act(async () => button(first, 'Ja').click())
    document.body.innerHTML = ''
    const send = vi.fn<ApiClient['helpFeedback']>()
    const again = mount(send, 'en-US')
    expect(again.textContent).toContain('Thank you for your feedback.')
    expect(again.querySelector('button')).toBeNull()
  })
})
