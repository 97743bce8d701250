/**
 * Milliseconds; SPEC §9 animations run 300 to 6000 ms. Apart from the other tokens because the chrome script reads
 * it at run time: importing tokens.ts would carry every theme's palette into the browser.
 */
export const animationMs = { short: 300, medium: 600, long: 6000 } as const
