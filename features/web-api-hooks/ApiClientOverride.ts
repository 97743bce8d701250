import { createContext } from 'react'
import type { ApiClient } from '../web-api/index.ts'

/**
 * Replaces the page's client, for component tests that answer calls without a network. Its own module (types only
 * from features/web-api), so useBranchCalls.ts can read it without bundling the full client.
 */
export const ApiClientOverride = createContext<ApiClient | null>(null)
