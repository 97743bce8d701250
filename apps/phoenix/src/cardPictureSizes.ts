/**
 * The slot of a vehicle picture in a `.phx-card` (styles.ts, offersStyles.ts): 96 px beside the text on a phone, the
 * card's width from 600 px, a 240 px column from 780 px. The browser picks the file of srcSetOf for it.
 */
export const CARD_PICTURE_SIZES = '(min-width: 780px) 240px, (min-width: 600px) 100vw, 96px'
