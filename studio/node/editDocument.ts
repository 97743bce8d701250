/**
 * POST /studio/api/edit: one value written into one document, only when the project still validates. The new text is
 * the old one with only that value's lines changed (jsonc-parser, in the file's own formatting); the whole project is
 * validated with the new text in place of the file's before anything is written, so an edit that breaks another
 * market through inheritance is refused too, with that market's route on the problem.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { applyEdits, type JSONPath, modify } from 'jsonc-parser'
import { pointerSegments } from '../../engine/node/load/parseJsonSource.ts'
import { type ValidateOptions, validateProject } from '../../engine/node/validate/validateProject.ts'
import type { Problem } from '../../engine/shared/problem.ts'
import type { EditAnswer, EditRequest } from '../shared/studioApi.ts'
import { BadRequest } from './badRequest.ts'
import { changedLineCount } from './changedLineCount.ts'
import { formattingOf } from './formattingOf.ts'
import { studioFilePath } from './studioFilePath.ts'
import { textVersion } from './textVersion.ts'
import { writeFileAtomically } from './writeFileAtomically.ts'

export interface EditOutcome {
  status: 200 | 409 | 422
  answer: EditAnswer
}

export interface EditOptions extends ValidateOptions {
  root: string
  /** The URLs the written file changes (lastBuildImpact.ts); tests leave it out. */
  affectedUrls?: (files: string[]) => string[]
}

export function editDocument(body: unknown, options: EditOptions): EditOutcome {
  const request = editRequestOf(body)
  const path = studioFilePath(options.root, request.file)
  const text = readFileSync(path, 'utf8')
  const version = textVersion(text)
  if (version !== request.version) return { status: 409, answer: { status: 'conflict', file: request.file, version, text } }

  const newText = editedText(text, request)
  const read = (file: string) => readFileSync(join(options.root, file), 'utf8')
  const after = validateProject((file) => (file === request.file ? newText : read(file)), options)
  if (after.problems.some((problem) => problem.severity === 'error')) {
    const before = validateProject(read, options)
    const known = new Set(before.problems.map(problemKey))
    const introduced = after.problems.filter((problem) => !known.has(problemKey(problem)))
    // A document that already had errors can still be fixed one value at a time: refused only what adds an error.
    if (introduced.some((problem) => problem.severity === 'error'))
      return {
        status: 422,
        answer: { status: 'refused', problems: [...introduced, ...after.problems.filter((p) => known.has(problemKey(p)))] },
      }
  }
  if (newText !== text) writeFileAtomically(path, newText)
  return {
    status: 200,
    answer: {
      status: 'written',
      file: request.file,
      version: textVersion(newText),
      changedLines: changedLineCount(text, newText),
      affectedUrls: newText === text ? [] : (options.affectedUrls?.([request.file]) ?? []),
    },
  }
}

/** Lines move when an edit adds lines: a problem is "the same" by where in the document it is and what it says. */
const problemKey = (problem: Problem) => [problem.file, problem.pointer, problem.rule, problem.message, problem.route ?? ''].join('\0')

function editRequestOf(body: unknown): EditRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequest('The body must be an object: { file, pointer, value, version }')
  const { file, pointer, version } = body as Record<string, unknown>
  if (typeof file !== 'string') throw new BadRequest('file must be a string')
  if (typeof pointer !== 'string' || (pointer !== '' && !pointer.startsWith('/')))
    throw new BadRequest('pointer must be a JSON pointer: "" for the whole document or "/blocks/0/props/title"')
  if (typeof version !== 'string') throw new BadRequest('version must be the version the edit was made on (StudioDocument.version)')
  return body as EditRequest
}

function editedText(text: string, request: EditRequest): string {
  const formattingOptions = formattingOf(text)
  if (request.pointer === '') {
    if (request.value === undefined) throw new BadRequest('The whole document cannot be removed')
    const indent = formattingOptions.insertSpaces ? ' '.repeat(formattingOptions.tabSize ?? 2) : '\t'
    const whole = JSON.stringify(request.value, null, indent).replaceAll('\n', formattingOptions.eol ?? '\n')
    return formattingOptions.insertFinalNewline ? whole + formattingOptions.eol : whole
  }
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch {
    throw new BadRequest(`${request.file} is not valid JSON: fix its syntax first (its problems say where)`)
  }
  const path = jsonPathOf(document, request.pointer)
  const isArrayInsertion = path.at(-1) === -1
  return applyEdits(
    text,
    modify(text, isArrayInsertion ? path.slice(0, -1).concat(arrayLength(document, path)) : path, request.value, {
      formattingOptions,
      isArrayInsertion,
    }),
  )
}

/** jsonc-parser's path: numbers for array items ("-" appends, as in JSON Patch), names for members. */
function jsonPathOf(document: unknown, pointer: string): JSONPath {
  const path: JSONPath = []
  let current = document
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(current)) {
      if (segment === '-') path.push(-1)
      else if (/^(0|[1-9]\d*)$/.test(segment) && Number(segment) <= current.length) path.push(Number(segment))
      else throw new BadRequest(`${pointer}: "${segment}" is not an index of that list`)
      current = current[Number(segment)]
    } else if (current !== null && typeof current === 'object') {
      path.push(segment)
      current = (current as Record<string, unknown>)[segment]
    } else {
      throw new BadRequest(`${pointer}: there is no object or list to hold "${segment}"`)
    }
  }
  return path
}

function arrayLength(document: unknown, path: JSONPath): number {
  let current = document
  for (const segment of path.slice(0, -1)) current = (current as Record<string | number, unknown>)[segment]
  return Array.isArray(current) ? current.length : 0
}
