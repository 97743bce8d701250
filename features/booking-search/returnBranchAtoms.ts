import { atom } from '../../engine/sdk.ts'
import type { Branch } from '../web-api/index.ts'

/** The visitor returns the car to another branch than the pickup branch (a one-way rental). */
export const oneWayAtom = atom(false)

/** The return branch of a one-way rental, and what its field shows: like the pickup branch's atoms, shared by the page's islands. */
export const returnBranchAtom = atom<Branch | null>(null)
export const returnQueryAtom = atom('')

/** The driver's age; undefined: 25 or older (no young driver fee, every category). */
export const driverAgeAtom = atom<number | undefined>(undefined)
