import { describe, expect, it } from 'vitest'
import { checkLogin, checkSignUp, emailProblem, nameProblem, passwordProblem } from './accountRules.ts'

const valid = { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', password: 'correct-horse' }

describe('SPEC §5 sign-up rules at their edges', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['a'.repeat(49), undefined],
    ['a'.repeat(50), undefined],
    ['a'.repeat(51), 'tooLong'],
  ])('name %j → %s', (name, problem) => expect(nameProblem(name)).toBe(problem))

  it.each([
    ['', 'required'],
    ['a'.repeat(7), 'passwordLength'],
    ['a'.repeat(8), undefined],
    ['a'.repeat(50), undefined],
    ['a'.repeat(51), 'passwordLength'],
    [' abcdefgh', 'passwordSpaces'],
    ['abcdefgh ', 'passwordSpaces'],
    ['\tabcdefgh', 'passwordSpaces'],
    ['abc defgh', undefined],
  ])('password %j → %s', (password, problem) => expect(passwordProblem(password)).toBe(problem))

  it.each([
    ['', 'required'],
    ['ana@example.com', undefined],
    [' ana@example.com ', undefined],
    ['ana@example', 'invalidEmail'],
    ['ana@', 'invalidEmail'],
    ['ana.example.com', 'invalidEmail'],
    ['ana @example.com', 'invalidEmail'],
    ['ana@example..com', 'invalidEmail'],
  ])('email %j → %s', (email, problem) => expect(emailProblem(email)).toBe(problem))

  it('names every field with a problem, and none for a valid form', () => {
    expect(checkSignUp(valid)).toEqual({})
    expect(checkSignUp({ firstName: '', lastName: 'b'.repeat(51), email: 'x@y', password: 'short' })).toEqual({
      firstName: 'required',
      lastName: 'tooLong',
      email: 'invalidEmail',
      password: 'passwordLength',
    })
  })

  it('login checks presence and the email form only, so an older password still logs in', () => {
    expect(checkLogin({ email: 'ana@example.com', password: 'short' })).toEqual({})
    expect(checkLogin({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' })
  })
})
