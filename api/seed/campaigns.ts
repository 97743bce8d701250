import type { VehicleCategory } from '../../features/web-api/index.ts'

/** Campaigns of every market (SPEC §7 /v2/apps/campaign/); titles are English, as a campaign tool would hold them. */
export const CAMPAIGNS: { id: string; title: string; category: VehicleCategory; discountPercent: number; validForDays: number }[] = [
  { id: 'weekend-compact', title: 'Weekend special on compact cars', category: 'compact', discountPercent: 15, validForDays: 30 },
  { id: 'electric-week', title: 'Drive electric for a week', category: 'electric', discountPercent: 10, validForDays: 45 },
  { id: 'family-suv', title: 'Family holidays in an SUV', category: 'suv', discountPercent: 12, validForDays: 60 },
  { id: 'moving-van', title: 'Moving house with a van', category: 'van', discountPercent: 8, validForDays: 90 },
]
