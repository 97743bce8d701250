import type { FleetModel } from '../../../features/web-api/index.ts'

/** The translation key of a model's category: a truck's own category (box truck, 7.5 t truck), else the fleet category. */
export function modelCategoryKey(model: Pick<FleetModel, 'category' | 'load'>): string {
  return model.load ? `truckRental.categories.${model.load.truckCategory}.title` : `vehicleCategories.${model.category}`
}
