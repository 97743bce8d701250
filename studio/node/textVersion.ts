/** A document's version: sha256 of its text, so an edit made on an older text is noticed. */
import { createHash } from 'node:crypto'

export function textVersion(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}
