import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser'
import type { Problem } from '../shared/problem.ts'

/** A JSON document with the positions of its values, so problems can name a line and column. */
export interface JsonSource {
  file: string
  text: string
  data: unknown
  tree: Node | undefined
}

const SYNTAX_HINTS: Record<string, string> = {
  CommaExpected: 'expected a comma "," between two values or properties',
  ColonExpected: 'expected a colon ":" after the property name',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value (a string in double quotes, number, true, false, null, object or array)',
  CloseBraceExpected: 'expected "}" to close the object',
  CloseBracketExpected: 'expected "]" to close the array',
  EndOfFileExpected: 'expected the end of the file: there is text after the document',
  InvalidSymbol: 'unexpected character; strings need double quotes',
  InvalidCommentToken: 'comments are not allowed in JSON documents',
  UnexpectedEndOfString: 'a string is not closed: add the closing double quote',
  UnexpectedEndOfComment: 'a comment is not closed',
  InvalidEscapeCharacter: 'invalid escape sequence in a string',
  InvalidCharacter: 'invalid character in a string (control characters must be escaped)',
}

export function parseJsonSource(file: string, text: string): { source: JsonSource; problems: Problem[] } {
  const errors: ParseError[] = []
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true })
  const problems = errors.map((error): Problem => {
    const code = printParseErrorCode(error.error)
    return {
      severity: 'error',
      file,
      ...lineAndColumn(text, error.offset),
      pointer: '',
      rule: 'syntax',
      message: `JSON syntax error: ${SYNTAX_HINTS[code] ?? code}`,
    }
  })
  const data = problems.length === 0 && tree ? nodeValue(tree) : undefined
  return { source: { file, text, data, tree: problems.length === 0 ? tree : undefined }, problems }
}

function nodeValue(node: Node): unknown {
  if (node.type === 'object') {
    const result: Record<string, unknown> = {}
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? []
      if (key && value) result[key.value as string] = nodeValue(value)
    }
    return result
  }
  if (node.type === 'array') return (node.children ?? []).map(nodeValue)
  return node.value
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text.charCodeAt(index) === 10) {
      line++
      lineStart = index + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
}

export function joinPointer(pointer: string, ...segments: (string | number)[]): string {
  return pointer + segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('')
}

/**
 * Position of the value at a JSON pointer. With `atKey`, the position of the property name instead,
 * which is where an editor should point for an unknown key. Falls back to the closest existing parent.
 */
export function locatePointer(source: JsonSource, pointer: string, atKey = false): { line: number; column: number } {
  if (!source.tree) return { line: 1, column: 1 }
  const segments = pointerSegments(pointer)
  for (let length = segments.length; length >= 0; length--) {
    const path = segments.slice(0, length).map((s) => (/^\d+$/.test(s) ? Number(s) : s))
    const node = findNodeAtLocation(source.tree, path)
    if (!node) continue
    const keyNode = atKey && length === segments.length && node.parent?.type === 'property' ? node.parent.children?.[0] : undefined
    return lineAndColumn(source.text, (keyNode ?? node).offset)
  }
  return { line: 1, column: 1 }
}
