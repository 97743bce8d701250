/**
 * A word as the help search compares it: lowercase, without diacritics ("Führerschein" → "fuhrerschein").
 * The reference API indexes with it and the results page highlights with it, so both agree on a match.
 */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}
