import { useHydrateAtoms } from '../../../engine/sdk.ts'
import type { Branch } from '../../web-api/index.ts'
import { pickupBranchAtom, pickupQueryAtom } from '../pickupBranchAtoms.ts'

/**
 * A page about one branch starts its search with that branch chosen. The atoms are set while rendering
 * (not in an effect), so the prerendered HTML already shows the branch and hydration finds the same.
 * Call it before any hook that reads the pickup atoms; null leaves them as they are.
 */
export function usePageBranch(branch: Branch | null | undefined): void {
  useHydrateAtoms(
    branch
      ? new Map<typeof pickupBranchAtom | typeof pickupQueryAtom, Branch | string>([
          [pickupBranchAtom, branch],
          [pickupQueryAtom, branch.name],
        ])
      : new Map(),
  )
}
