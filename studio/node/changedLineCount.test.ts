import { describe, expect, it } from 'vitest'
import { changedLineCount } from './changedLineCount.ts'
import { formattingOf } from './formattingOf.ts'

describe('changedLineCount', () => {
  it('counts the lines between the common first and last lines, on the longer side', () => {
    expect(changedLineCount('a\nb\nc\n', 'a\nb\nc\n')).toBe(0)
    expect(changedLineCount('a\nb\nc\n', 'a\nB\nc\n')).toBe(1)
    expect(changedLineCount('a\nb\nc\n', 'a\nb,\nx\nc\n')).toBe(2)
    expect(changedLineCount('a\r\nb\r\n', 'a\r\nc\r\n')).toBe(1)
  })
})

describe('formattingOf', () => {
  it('reads indent, line ends and the final newline from the file', () => {
    expect(formattingOf('{\n  "a": 1\n}\n')).toEqual({ insertSpaces: true, tabSize: 2, eol: '\n', insertFinalNewline: true })
    expect(formattingOf('{\r\n    "a": 1\r\n}')).toEqual({ insertSpaces: true, tabSize: 4, eol: '\r\n', insertFinalNewline: false })
    expect(formattingOf('{\n\t"a": 1\n}\n')).toMatchObject({ insertSpaces: false, eol: '\n' })
  })
})
