import { atom } from '../../engine/sdk.ts'
import type { Branch } from '../web-api/index.ts'

/**
 * The pickup branch a visitor chose, shared by every island of the page through the island store:
 * the date picker reads it to know the branch's opening hours and closed days.
 */
export const pickupBranchAtom = atom<Branch | null>(null)

/** What the pickup field shows (typed text, or the chosen branch's name); shared so two choosers on a page agree. */
export const pickupQueryAtom = atom('')
