// @vitest-environment jsdom
// Protects the consent rule for videos in content markup: the player (a third-party iframe) appears only after "accept all".
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listenForGestures } from '../pageGestures.ts'
import { initCookieConsent } from './cookieConsent.ts'

const page = `
  <p><a href="https://video.example.com/watch/intro-1" data-video-embed="intro-1" data-video-title="Video">Watch the video</a></p>
  <div data-cookie-banner hidden><button data-consent-choice="all">Accept</button><button data-consent-choice="limited">Limited</button></div>`

describe('video players and cookie consent', () => {
  beforeEach(() => {
    for (const name of document.cookie
      .split(';')
      .map((pair) => pair.split('=')[0].trim())
      .filter(Boolean))
      document.cookie = `${name}=; max-age=0; path=/`
    document.body.innerHTML = page
    globalThis.ResizeObserver ??= class {
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver
  })

  it('keeps the link and loads no iframe before a choice or with the limited version', () => {
    listenForGestures(initCookieConsent())
    expect(document.querySelector('iframe')).toBeNull()
    document.querySelector<HTMLButtonElement>('[data-consent-choice="limited"]')!.click()
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.querySelector('a[data-video-embed]')).not.toBeNull()
  })

  it('swaps the link for the player from the video host after "accept all"', async () => {
    listenForGestures(initCookieConsent())
    document.querySelector<HTMLButtonElement>('[data-consent-choice="all"]')!.click()
    // The gesture handlers, the choice's code and the players' are fetched on the click, one after the other: on a busy
    // machine that takes more than vi.waitFor's default second.
    const frame = await vi.waitFor(
      () => {
        const player = document.querySelector('iframe')
        if (!player) throw new Error('no player yet')
        return player
      },
      { timeout: 10000 },
    )
    expect(frame.src).toBe('https://video.example.com/embed/intro-1')
    expect(frame.title).toBe('Video')
    expect(document.querySelector('a[data-video-embed]')).toBeNull()
  })
})
