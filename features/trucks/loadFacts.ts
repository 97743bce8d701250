import type { LoadCapacity } from '../web-api/index.ts'

const POUNDS_PER_KG = 2.20462
const CUBIC_FEET_PER_M3 = 35.3147

/** What a van or truck carries, in the market's units: kg and m³, or lb and ft³ where distances are in miles. */
export interface LoadFigures {
  payload: { value: number; unit: 'kg' | 'lb'; digits: number }
  loadspace: { value: number; unit: 'm³' | 'ft³'; digits: number }
}

/**
 * The payload and load space of SPEC §3's vehicle display in the units a market reads: metric where distances are in
 * kilometres, imperial where they are in miles (US, GB). Payload in whole units, load space with one decimal below 100.
 */
export function loadFigures(load: Pick<LoadCapacity, 'payloadKg' | 'loadspaceM3'>, measureOfLength: 'km' | 'mi'): LoadFigures {
  const imperial = measureOfLength === 'mi'
  const loadspace = imperial ? Math.round(load.loadspaceM3 * CUBIC_FEET_PER_M3) : load.loadspaceM3
  return {
    payload: imperial
      ? { value: Math.round(load.payloadKg * POUNDS_PER_KG), unit: 'lb', digits: 0 }
      : { value: load.payloadKg, unit: 'kg', digits: 0 },
    loadspace: { value: loadspace, unit: imperial ? 'ft³' : 'm³', digits: Number.isInteger(loadspace) ? 0 : 1 },
  }
}
