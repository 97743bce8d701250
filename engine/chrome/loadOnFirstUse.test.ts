// @vitest-environment jsdom
// Protects the chrome's lazy parts: a click that comes before their code is replayed once, and is not doubled after.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadOnFirstUse } from './loadOnFirstUse.ts'

describe('loadOnFirstUse', () => {
  let button: HTMLButtonElement
  let clicks: number
  const setUp = vi.fn(async () => {
    button.addEventListener('click', () => clicks++)
  })

  beforeEach(() => {
    document.body.innerHTML = '<button type="button">Menu</button>'
    button = document.querySelector('button')!
    clicks = 0
    setUp.mockClear()
  })

  it('sets up on the first click and replays that click once the code is there', async () => {
    loadOnFirstUse(button, setUp)
    expect(setUp).not.toHaveBeenCalled()
    button.click()
    await vi.waitFor(() => expect(clicks).toBe(1))
    button.click()
    expect(clicks).toBe(2)
    expect(setUp).toHaveBeenCalledTimes(1)
  })

  it('sets up on focus, before any click, and then leaves clicks to the code', async () => {
    loadOnFirstUse(button, setUp)
    button.dispatchEvent(new FocusEvent('focus'))
    await vi.waitFor(() => expect(setUp).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    button.click()
    expect(clicks).toBe(1)
  })
})
