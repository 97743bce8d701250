import { describe, expect, it } from 'vitest'
import { helpQueryProblem } from './helpQueryProblem.ts'

describe('helpQueryProblem', () => {
  it.each([
    ['', 'empty'],
    ['     ', 'empty'],
    ['a', 'tooShort'],
    ['ab', 'tooShort'],
    [' a  ', 'tooShort'],
    [' a   b ', undefined],
    ['abc', undefined],
    ['a'.repeat(100), undefined],
    ['a'.repeat(101), 'tooLong'],
    ['x'.repeat(500), 'tooLong'],
    ['🚗🚗', undefined],
  ])('%j → %s', (query, problem) => expect(helpQueryProblem(query)).toBe(problem))
})
