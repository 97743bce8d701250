// Protects the new-password form's check: the sign-up password rule applies, and a repeat that differs is named at the repeat.
import { describe, expect, it } from 'vitest'
import { checkNewPassword } from './checkNewPassword.ts'

describe('checkNewPassword', () => {
  it.each([
    ['correct-horse', 'correct-horse', {}],
    ['', '', { password: 'required' }],
    ['short', 'short', { password: 'passwordLength' }],
    [' correct-horse', ' correct-horse', { password: 'passwordSpaces' }],
    ['correct-horse', '', { repeat: 'required' }],
    ['correct-horse', 'correct-hose', { repeat: 'passwordMismatch' }],
  ])('%j repeated as %j', (password, repeat, problems) => {
    expect(checkNewPassword({ password, repeat })).toEqual(problems)
  })
})
