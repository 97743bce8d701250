/** Where a key's text sits in a bundle (locales/<locale>/translations.json nests keys by their dots). */
import { childPointer } from '../schema/jsonPointer.ts'

export function translationPointer(key: string): string {
  return key.split('.').reduce<string>((pointer, segment) => childPointer(pointer, segment), '')
}
