import { readFileSync } from 'node:fs'
import type { ApiContractInput } from '../../engine/node/gen/apiContractFiles.ts'
import type { OpenApiDocument } from '../../engine/node/gen/openApiDocument.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** The web API's one contract: every call the site and its apps make (SPEC §7), its answers the schemas beside it. */
export const API_CONTRACT_FILE = 'schemas/api/openapi.json'

export function readApiContract(): OpenApiDocument {
  return JSON.parse(readFileSync(fromRepo(API_CONTRACT_FILE), 'utf8')) as OpenApiDocument
}

/** What `npm run gen` generates from: the contract. */
export function apiContractForGeneration(): ApiContractInput {
  return { file: API_CONTRACT_FILE, document: readApiContract() }
}
