import type { VehicleCategory } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'

/** One toggle button per category present, plus "All": pressing a category shows only its cars. */
export function CategoryFilter({
  categories,
  chosen,
  onChoose,
}: {
  categories: VehicleCategory[]
  chosen: VehicleCategory | undefined
  onChoose: (category: VehicleCategory | undefined) => void
}) {
  const { t } = useTranslation()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not form fields; a fieldset would bring its own border and legend
    <div className="phx-filter" role="group" aria-label={t('phoenix.filterLabel')}>
      <button type="button" aria-pressed={chosen === undefined} onClick={() => onChoose(undefined)}>
        {t('phoenix.allCategories')}
      </button>
      {categories.map((category) => (
        <button key={category} type="button" aria-pressed={chosen === category} onClick={() => onChoose(category)}>
          {t(`vehicleCategories.${category}`)}
        </button>
      ))}
    </div>
  )
}
