import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createI18n, TextsProvider } from '../../../engine/appSdk.ts'
import { DEBUG_SETTING } from '../../../features/debug-mode/index.ts'
import type { CreateMicroApp } from '../../../features/micro-apps/index.ts'
import { adoptStyles } from '../../shared/adoptStyles.ts'
import { debugFacts } from './debugFacts.ts'
import { DebuggerApp } from './DebuggerApp.tsx'

const CSS = `
/* Docked in the page's flow where the layout places it (after the content), never floating over it (issue 26 §7: a fixed
   button covered content at 375 px): it takes its own room, so nothing under it is hidden or unclickable. */
.dbg { position: static; box-sizing: border-box; max-width: 1280px; margin: 24px auto; padding: 0 16px; font-size: 0.875rem; }
.dbg-toggle { min-height: 44px; padding: 8px 16px; border: 2px solid var(--color-inverse-text); border-radius: 4px; background: var(--color-inverse-background); color: var(--color-inverse-text); font: inherit; font-weight: 700; cursor: pointer; }
.dbg-panel { margin-top: 8px; padding: 12px 16px; border-radius: 8px; background: var(--color-inverse-background); color: var(--color-inverse-text); max-width: 40rem; }
.dbg-toggle:focus-visible { outline: 3px solid var(--color-text); outline-offset: 2px; }
.dbg dl { margin: 0 0 12px; display: grid; gap: 4px; }
.dbg dl div { display: grid; grid-template-columns: minmax(6rem, 10rem) 1fr; gap: 8px; }
.dbg dt { font-weight: 700; }
.dbg dd { margin: 0; overflow-wrap: anywhere; }
`

function readSetting(): string | null {
  try {
    return localStorage.getItem(DEBUG_SETTING)
  } catch {
    return null
  }
}

/** The micro-app entry (SPEC §7): the debugger-mount block calls create only in debug mode. */
export const create: CreateMicroApp = (element, context) => {
  adoptStyles('debugger', CSS)
  const i18n = createI18n(context.locale, { [context.locale]: context.messages })
  const facts = debugFacts({
    host: location.host,
    cookies: document.cookie,
    setting: readSetting(),
    generation: context.analyticsGeneration,
    tagManagerSrc: document.querySelector<HTMLElement>('[data-cookie-banner]')?.dataset.tagManagerSrc,
  })
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <TextsProvider texts={i18n}>
        <DebuggerApp facts={facts} context={context} />
      </TextsProvider>
    </StrictMode>,
  )
  return { unmount: () => root.unmount() }
}
