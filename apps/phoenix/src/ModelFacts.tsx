import type { FleetModel } from '../../../features/web-api/index.ts'
import { loadFigures } from '../../../features/trucks/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { usePhoenix } from './PhoenixContext.tsx'

/**
 * Seats, doors, luggage, gearbox and engine as a short list under a model's name; for a van or truck, what matters for a
 * load instead of doors and luggage (SPEC §3: payload, load space, driving licence category), in the market's units.
 */
export function ModelFacts({ model }: { model: FleetModel }) {
  const { t } = useTranslation()
  const { format, host } = usePhoenix()
  const figures = model.load ? loadFigures(model.load, host.formats.measureOfLength) : undefined
  const facts = [
    ...(model.load && figures
      ? [
          t('truckRental.facts.payload', { value: `${format.number(figures.payload.value)} ${figures.payload.unit}` }),
          t('truckRental.facts.loadspace', {
            value: `${format.number(figures.loadspace.value, figures.loadspace.digits)} ${figures.loadspace.unit}`,
          }),
          t('truckRental.facts.licence', { category: model.load.licenceCategory }),
          t('phoenix.facts.seats', { count: model.seats }),
        ]
      : [
          t('phoenix.facts.seats', { count: model.seats }),
          t('phoenix.facts.doors', { count: model.doors }),
          t('phoenix.facts.suitcases', { count: model.suitcases }),
        ]),
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
