/** The answers an ApiClient call gives, for tests that stand in for a call (blocks import the engine only through the SDK and engine/testing). */
export { fail, ok } from '../shared/api/result.ts'
