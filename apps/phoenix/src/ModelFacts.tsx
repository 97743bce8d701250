import type { FleetModel } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'

/** Seats, doors, luggage, gearbox and engine as a short list under a model's name. */
export function ModelFacts({ model }: { model: FleetModel }) {
  const { t } = useTranslation()
  const facts = [
    t('phoenix.facts.seats', { count: model.seats }),
    t('phoenix.facts.doors', { count: model.doors }),
    t('phoenix.facts.suitcases', { count: model.suitcases }),
    t(model.transmission === 'automatic' ? 'phoenix.facts.automatic' : 'phoenix.facts.manual'),
    ...(model.engine === 'E' ? [t('phoenix.facts.electric')] : model.engine === 'H' ? [t('phoenix.facts.hybrid')] : []),
  ]
  return (
    <ul className="phx-facts">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  )
}
