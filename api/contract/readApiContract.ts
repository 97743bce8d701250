import { readFileSync } from 'node:fs'
import type { ApiContractInput } from '../../engine/node/gen/apiContractFiles.ts'
import type { OpenApiDocument } from '../../engine/node/gen/openApiDocument.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { KNOWN_DIFFERENCES_FILE, KNOWN_DIFFERENCES_UNTIL_STORE_MERGES } from './knownDifferencesUntilStoreMerges.ts'

/** The web API's one contract: every call the site and its apps make (SPEC §7), its answers the schemas beside it. */
export const API_CONTRACT_FILE = 'schemas/api/openapi.json'

export function readApiContract(): OpenApiDocument {
  return JSON.parse(readFileSync(fromRepo(API_CONTRACT_FILE), 'utf8')) as OpenApiDocument
}

/** What `npm run gen` generates from: the contract, and the answers the client expects for now where the reference API differs. */
export function apiContractForGeneration(): ApiContractInput {
  const clientAnswerOverrides = Object.fromEntries(
    Object.entries(KNOWN_DIFFERENCES_UNTIL_STORE_MERGES).flatMap(([operationId, { clientAnswer }]) =>
      clientAnswer ? [[operationId, clientAnswer]] : [],
    ),
  )
  return {
    file: API_CONTRACT_FILE,
    document: readApiContract(),
    ...(Object.keys(clientAnswerOverrides).length ? { clientAnswerOverrides, overridesFile: KNOWN_DIFFERENCES_FILE } : {}),
  }
}
