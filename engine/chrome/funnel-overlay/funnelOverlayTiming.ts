/** SPEC §4, §9: the funnel's loading overlay hides 5000 ms after mounting or 1500 ms after content first arrives. */
export const funnelOverlayMs = { afterMount: 5000, afterContent: 1500 } as const
