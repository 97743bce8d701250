// @vitest-environment jsdom
// Protects "Was this helpful?" under a help article (SPEC §2): yes sends at once and thanks; no first offers an
// optional comment with the characters left; a failed send says so with a retry; a visitor who voted on the
// article before is thanked instead of asked again. The box is the server's HTML brought to life by its plain-DOM
// enhancer (enhance.ts), as in the browser; only the visible step counts as shown.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../features/web-api/index.ts'
import { fail, ok } from '../../engine/testing/apiResults.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { testMessages } from '../../engine/testing/testI18n.ts'
import { enhanceHelpFeedback } from './enhance.ts'
import { feedbackSender } from './feedbackSender.ts'
import { HelpFeedback } from './HelpFeedback.tsx'

afterEach(() => {
  document.body.innerHTML = ''
  window.localStorage.clear()
})

const props = { data: { articleId: 'deposit-amount' } }

function mount(helpFeedback: ApiClient['helpFeedback'], locale = 'de-DE'): HTMLElement {
  const element = document.createElement('div')
  const env = { ...testEnv, locale }
  element.innerHTML = renderBlockToString(HelpFeedback, props, env, locale)
  document.body.append(element)
  const page = { env, messages: testMessages(locale) }
  enhanceHelpFeedback(element, props, async (ui) => feedbackSender(ui, props.data.articleId, page, { helpFeedback }))
  return element
}

/** The text a visitor sees: hidden steps left out. */
const visibleText = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('[data-step]')]
    .filter((step) => !step.hidden)
    .map((step) => step.textContent)
    .join(' ')

const visibleButtons = (element: HTMLElement) =>
  [...element.querySelectorAll('button')].filter((candidate) => !candidate.closest('[hidden]')).map((candidate) => candidate.textContent)

const button = (element: HTMLElement, text: string) =>
  [...element.querySelectorAll('button')].find((candidate) => candidate.textContent === text && !candidate.closest('[hidden]')) ??
  expect.fail(`no visible button "${text}" in: ${visibleText(element)}`)

/** Lets the fake API's answer arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function click(element: HTMLElement, text: string) {
  button(element, text).click()
  await settle()
}

describe('help-feedback', () => {
  it('asks in German, sends a yes at once with the page’s country, and thanks', async () => {
    const send = vi.fn<ApiClient['helpFeedback']>(async () => ok({ articleId: 'deposit-amount', helpful: true }))
    const box = mount(send)
    expect(box.querySelector('h2')!.textContent).toBe('War dieser Artikel hilfreich?')
    await click(box, 'Ja')
    expect(send).toHaveBeenCalledWith({ articleId: 'deposit-amount', helpful: true, country: 'DE' })
    expect(visibleText(box)).toContain('Vielen Dank für Ihr Feedback.')
    expect(visibleButtons(box)).toEqual([])
  })

  it('after no, offers a comment with the characters left and sends it with the vote', async () => {
    const send = vi.fn<ApiClient['helpFeedback']>(async () => ok({ articleId: 'deposit-amount', helpful: false }))
    const box = mount(send)
    await click(box, 'Nein')
    expect(send).not.toHaveBeenCalled()
    const comment = box.querySelector('textarea')!
    expect(comment.closest('[hidden]')).toBeNull()
    expect(box.querySelector(`label[for="${comment.id}"]`)!.textContent).toBe('Was hat gefehlt oder war unklar? (optional)')
    expect(document.activeElement).toBe(comment)
    comment.value = '  Der Betrag in CHF fehlt.  '
    comment.dispatchEvent(new Event('input', { bubbles: true }))
    await settle()
    expect(visibleText(box)).toContain('Verbleibende Zeichen: 972')
    await click(box, 'Senden')
    expect(send).toHaveBeenCalledWith({ articleId: 'deposit-amount', helpful: false, country: 'DE', comment: 'Der Betrag in CHF fehlt.' })
    expect(visibleText(box)).toContain('Vielen Dank für Ihr Feedback.')
  })

  it('says when the vote could not be sent and sends it again on retry', async () => {
    const send = vi
      .fn<ApiClient['helpFeedback']>()
      .mockResolvedValueOnce(fail({ kind: 'network', path: '/v1/knowledge-article/feedback', message: 'offline' }))
      .mockResolvedValueOnce(ok({ articleId: 'deposit-amount', helpful: true }))
    const box = mount(send)
    await click(box, 'Ja')
    expect(box.querySelector<HTMLElement>('[role="alert"]')!.hidden).toBe(false)
    expect(box.querySelector('[role="alert"]')!.textContent).toContain('Ihr Feedback konnte nicht gesendet werden.')
    expect(document.activeElement).toBe(button(box, 'Erneut versuchen'))
    await click(box, 'Erneut versuchen')
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1][0].helpful).toBe(true)
    expect(visibleText(box)).toContain('Vielen Dank für Ihr Feedback.')
  })

  it('thanks a visitor who voted on this article before instead of asking again', async () => {
    const first = mount(async () => ok({ articleId: 'deposit-amount', helpful: true }))
    await click(first, 'Ja')
    document.body.innerHTML = ''
    const send = vi.fn<ApiClient['helpFeedback']>()
    const again = mount(send, 'en-US')
    expect(visibleText(again)).toContain('Thank you for your feedback.')
    expect(visibleButtons(again)).toEqual([])
  })

  it('fetches what sends the vote when the visitor reaches for the box, not with the page; offline then, a vote says it failed', async () => {
    const element = document.createElement('div')
    element.innerHTML = renderBlockToString(HelpFeedback, props, testEnv, 'de-DE')
    document.body.append(element)
    const loadSender = vi.fn(() => Promise.reject(new Error('offline')))
    enhanceHelpFeedback(element, props, loadSender)
    expect(loadSender).not.toHaveBeenCalled()
    element.querySelector('[data-help-feedback]')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(loadSender).toHaveBeenCalledTimes(1)
    await click(element, 'Ja')
    expect(loadSender).toHaveBeenCalledTimes(2)
    expect(element.querySelector<HTMLElement>('[role="alert"]')!.hidden).toBe(false)
    expect(document.activeElement).toBe(button(element, 'Erneut versuchen'))
  })
})
