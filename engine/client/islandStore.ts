import { createAtomStore } from '../shared/state/atomStore.ts'

/** One store for every island of the page, so islands share atoms. */
export const islandStore = createAtomStore()
