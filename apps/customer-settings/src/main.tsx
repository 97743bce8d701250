import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createI18n, TextsProvider } from '../../../engine/appSdk.ts'
import type { CreateMicroApp } from '../../../features/micro-apps/index.ts'
import { adoptStyles } from '../../shared/adoptStyles.ts'
import { CustomerSettingsApp } from './CustomerSettingsApp.tsx'

const CSS = `
[data-micro-app='customer-settings'] { color: var(--color-text); }
.cs-form { display: grid; gap: 12px; max-width: 40rem; padding: 24px; border: 1px solid var(--color-border); border-radius: 8px; }
.cs-form h2 { margin: 0; font-size: 1.25rem; }
.cs-form p { margin: 0; }
.cs-field { display: flex; flex-direction: column; gap: 4px; }
.cs-field label { font-weight: 600; }
.cs-field select { min-height: 48px; padding: 8px 12px; border: 1px solid var(--color-control-border); border-radius: 4px; font: inherit; background: var(--color-background); color: inherit; }
.cs-check { display: flex; align-items: center; gap: 8px; min-height: 44px; }
.cs-check input { width: 24px; height: 24px; margin: 0; }
.cs-button { justify-self: start; min-height: 48px; padding: 8px 24px; border: 1px solid var(--color-text); border-radius: 4px; background: var(--color-background); color: var(--color-text); font: inherit; font-weight: 700; cursor: pointer; }
.cs-status:empty { display: none; }
`

/** The micro-app entry (SPEC §7): the ride layout's customer-settings block calls create with the request context. */
export const create: CreateMicroApp = (element, context) => {
  adoptStyles('customer-settings', CSS)
  const i18n = createI18n(context.locale, { [context.locale]: context.messages })
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <TextsProvider texts={i18n}>
        <CustomerSettingsApp />
      </TextsProvider>
    </StrictMode>,
  )
  return { unmount: () => root.unmount() }
}
