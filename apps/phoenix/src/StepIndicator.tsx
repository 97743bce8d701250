import { useTranslation } from '../../../engine/appSdk.ts'

const STEPS = ['offers', 'extras', 'driver', 'confirmation'] as const

/** Where the visitor is in the funnel: four steps, the current one marked for assistive technology too. */
export function StepIndicator({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation()
  const index = STEPS.indexOf(current)
  return (
    <nav aria-label={t('phoenix.steps.label')}>
      <ol className="phx-steps">
        {STEPS.map((step, position) => (
          <li key={step} aria-current={position === index ? 'step' : undefined} data-done={position < index || undefined}>
            <span aria-hidden="true">{position + 1}</span> {t(`phoenix.steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  )
}
