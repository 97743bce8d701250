/** SPEC §9: navigation behaviour constants. */
export const navigationTiming = {
  /** The progress indicator appears when a navigation takes longer than this. */
  progressDelayMs: 1000,
  prefetchInitialDelayMs: 3000,
  prefetchBatchSize: 4,
  prefetchIntervalMs: 3000,
} as const
