/** Public URL of a file in public/images/. */
export function imageUrl(fileName: string): string {
  return `/images/${fileName}`
}
