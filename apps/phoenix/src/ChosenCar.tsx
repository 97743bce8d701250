import type { Offer } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { ModelFacts } from './ModelFacts.tsx'
import { modelCategoryKey } from './modelCategoryKey.ts'

/** The chosen offer in short, at the top of the extras and driver steps. */
export function ChosenCar({ offer }: { offer: Offer }) {
  const { t } = useTranslation()
  return (
    <div className="phx-chosen">
      <img src={offer.model.image.url} width={offer.model.image.width} height={offer.model.image.height} alt="" />
      <div>
        <p className="phx-category">{t(modelCategoryKey(offer.model))}</p>
        <h2>{t('phoenix.orSimilar', { name: offer.model.name })}</h2>
        <ModelFacts model={offer.model} />
      </div>
    </div>
  )
}
