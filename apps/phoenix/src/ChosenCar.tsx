import type { Offer } from '../../../features/web-api/index.ts'
import { CardPicture, useTranslation } from '../../../engine/appSdk.ts'
import { ModelFacts } from './ModelFacts.tsx'
import { modelCategoryKey } from './modelCategoryKey.ts'

/** The slot of its picture (styles.ts `.phx-chosen img`): at most 320 px wide on a phone, a 280 px column from 780 px. */
const CHOSEN_CAR_SIZES = '(min-width: 780px) 280px, min(320px, 100vw)'

/** The chosen offer in short, at the top of the extras and driver steps. */
export function ChosenCar({ offer }: { offer: Offer }) {
  const { t } = useTranslation()
  return (
    <div className="phx-chosen">
      <CardPicture image={offer.model.image} sizes={CHOSEN_CAR_SIZES} loading="eager" />
      <div>
        <p className="phx-category">{t(modelCategoryKey(offer.model))}</p>
        <h2>{t('phoenix.orSimilar', { name: offer.model.name })}</h2>
        <ModelFacts model={offer.model} />
      </div>
    </div>
  )
}
