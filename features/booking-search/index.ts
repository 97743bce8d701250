/**
 * The booking search's public entry (SPEC §5): the location chooser, the pickup and return dates, the trip options and
 * the state they share (atoms of the engine's store, engine/shared/state/), for the booking container and the blocks that place one part of it alone; the
 * category links and the last visited page for server-rendered links and the micro-apps; the search input's rules for
 * the ride-home app. Code outside features/booking-search/ imports this file only (`npm run boundaries`, rule
 * feature-through-its-entry).
 */

// The parts of the search form, as the booking container places them.
export { LocationChooser } from './location/LocationChooser.tsx'
export { usePageBranch } from './location/usePageBranch.ts'
export { PickupDatePicker } from './date-fields/PickupDatePicker.tsx'
export { pendingInputsSettled } from './pendingInputs.ts'

// The state the parts share: the branches, one-way, the driver's age, the rental dates and their problems.
export { pickupBranchAtom, pickupQueryAtom } from './pickupBranchAtoms.ts'
export { dateProblemsAtom, rentalDatesAtom, type DateFieldName, type DateProblem, type RentalDates } from './rentalDatesAtoms.ts'
export { driverAgeAtom, oneWayAtom, returnBranchAtom, returnQueryAtom } from './returnBranchAtoms.ts'

// The trip options (one-way, driver's age) below the search form, with the ages the market rents to.
export { TripOptions } from './TripOptions.tsx'
export { useSearchFromAddress } from './useSearchFromAddress.ts'
export { DEFAULT_DRIVER_AGE_RULES, driverAgeChoices, offeredDriverAge, type DriverAgeRules } from './driverAgeChoices.ts'

// What the visitor typed in a location field (a branch, an address, an airport code) and its length limit.
export { classifySearchInput, SEARCH_MAX_LENGTH } from './location/classifySearchInput.ts'

// Plain code without React (kept out of the booking-search chunk: tools/bundle/clientChunkGroups.ts).
export { categoryHref } from './categoryHref.ts'
export { lastVisitedPath, rememberLastVisitedPath } from './lastVisitedPath.ts'
