import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser'
import type { Problem } from '../../shared/problem.ts'
import { findLimitViolations, MAX_NESTING_DEPTH } from './jsonLimits.ts'
import type { JsonSource } from '../../model/jsonSource.ts'

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

/** Where the comma before a closing "}" or "]" is, when a parse error is really a trailing comma. */
function trailingCommaBefore(text: string, offset: number): number | undefined {
  if (text[offset] !== '}' && text[offset] !== ']') return undefined
  let index = offset - 1
  while (index >= 0 && /\s/.test(text[index])) index--
  return text[index] === ',' ? index : undefined
}

export function parseJsonSource(file: string, rawText: string): { source: JsonSource; problems: Problem[] } {
  // Editors on Windows save a byte order mark; it is not part of the document (and not a column of line 1).
  const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText
  const problem = (offset: number, rule: string, message: string, pointer = ''): Problem => ({
    severity: 'error',
    file,
    ...lineAndColumn(text, offset),
    pointer,
    rule,
    message,
  })
  const limits = findLimitViolations(text)
  if (limits.length > 0) {
    return {
      source: { file, text, data: undefined, tree: undefined },
      problems: limits.map((violation) => problem(violation.offset, 'limit', violation.message)),
    }
  }
  const errors: ParseError[] = []
  let tree: Node | undefined
  try {
    tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true })
  } catch (error) {
    // The parser recurses per bracket; findLimitViolations should have stopped deep nesting first. If it did not, still an author error.
    if (!(error instanceof RangeError)) throw error
    return {
      source: { file, text, data: undefined, tree: undefined },
      problems: [
        problem(
          0,
          'limit',
          `arrays and objects are nested too deeply to read (more than ${MAX_NESTING_DEPTH} levels): look for brackets that are not closed`,
        ),
      ],
    }
  }
  const parsed = errors.map((error): Problem => {
    const code = printParseErrorCode(error.error)
    const comma = code === 'PropertyNameExpected' || code === 'ValueExpected' ? trailingCommaBefore(text, error.offset) : undefined
    if (comma !== undefined)
      return problem(
        comma,
        'syntax',
        `JSON syntax error: trailing comma before "${text[error.offset]}"; remove this comma (JSON allows no comma after the last item)`,
      )
    return problem(error.offset, 'syntax', `JSON syntax error: ${SYNTAX_HINTS[code] ?? code}`)
  })
  // The parser can report one mistake twice at the same place (a trailing comma is both "property name" and "value" expected).
  const problems = parsed.filter(
    (item, index) =>
      parsed.findIndex((other) => other.line === item.line && other.column === item.column && other.message === item.message) === index,
  )
  if (problems.length > 0 || !tree) return { source: { file, text, data: undefined, tree: undefined }, problems }
  const keyProblems: Problem[] = []
  const data = nodeValue(tree, '', {
    duplicate(first, second, pointer) {
      const { line, column } = lineAndColumn(text, first.offset)
      keyProblems.push(
        problem(
          second.offset,
          'duplicateKey',
          `the key "${second.value}" appears twice in this object (first at line ${line}, column ${column}); JSON readers keep only the last one, so an edit to the other would be lost: remove one`,
          pointer,
        ),
      )
    },
    reserved(key, pointer) {
      keyProblems.push(
        problem(
          key.offset,
          'reservedKey',
          `"${key.value}" is a reserved word of JavaScript and cannot be a key in a document: rename or remove it`,
          pointer,
        ),
      )
    },
  })
  // With a duplicate or reserved key the document is still checked (the last value, as JSON readers take it; the
  // reserved key left out): every problem in one run.
  return { source: { file, text, data, tree }, problems: keyProblems }
}

/**
 * Keys that mean something to JavaScript objects: "__proto__" assigned as a key replaces the object's prototype
 * (values appear that the document does not have), and code reading `value.constructor` of a document would get
 * the document's text. No document needs them, so they are refused wherever they appear and left out of the data.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

interface KeyReports {
  duplicate: (first: Node, second: Node, pointer: string) => void
  reserved: (key: Node, pointer: string) => void
}

function nodeValue(node: Node, pointer: string, reports: KeyReports): unknown {
  if (node.type === 'object') {
    const result: Record<string, unknown> = {}
    const keys = new Map<string, Node>()
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? []
      if (!key || !value) continue
      const name = key.value as string
      const childPointer = joinPointer(pointer, name)
      if (RESERVED_KEYS.has(name)) {
        reports.reserved(key, childPointer)
        continue
      }
      const first = keys.get(name)
      if (first) reports.duplicate(first, key, childPointer)
      else keys.set(name, key)
      result[name] = nodeValue(value, childPointer, reports)
    }
    return result
  }
  if (node.type === 'array') return (node.children ?? []).map((child, index) => nodeValue(child, joinPointer(pointer, index), reports))
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
  return pointer + segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')
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
