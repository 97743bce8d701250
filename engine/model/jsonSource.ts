import type { Node } from 'jsonc-parser'

/** A JSON document with the positions of its values, so problems can name a line and column. */
export interface JsonSource {
  file: string
  text: string
  data: unknown
  tree: Node | undefined
}
