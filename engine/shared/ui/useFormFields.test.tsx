// @vitest-environment jsdom
// Protects SPEC §5 (errors at the field) for every form of the site and its micro-apps, which share this one hook:
// a found problem marks its field invalid, ties the message to it, takes focus to the first such field in order,
// keeps what was typed, and carries the class the caller's stylesheet gives messages.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { useFormFields } from './useFormFields.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Field = 'name' | 'email' | 'note'
let accept: ((found: Partial<Record<Field, string>>) => boolean) | undefined

function Form() {
  const form = useFormFields<Field, string>({ name: 'Anna', email: '', note: '' }, ['name', 'email', 'note'], {
    optional: new Set(['note']),
    problemClass: 'msx-problem',
  })
  accept = form.accept
  return (
    <form>
      {(['name', 'email', 'note'] as const).map((name) => (
        <div key={name}>
          <input {...form.control(name)} />
          {form.problemOf(name, (problem) => `problem: ${problem}`)}
        </div>
      ))}
    </form>
  )
}

describe('useFormFields', () => {
  const element = document.createElement('div')
  document.body.append(element)
  const root = createRoot(element)
  afterEach(() => act(() => root.render(null)))

  it('shows each problem at its field, focuses the first in order, keeps the values', async () => {
    await act(async () => root.render(<Form />))
    const input = (name: Field) => element.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
    expect(input('note').getAttribute('aria-required')).toBeNull()
    expect(input('email').getAttribute('aria-required')).toBe('true')

    let accepted = true
    await act(async () => {
      accepted = accept!({ note: 'tooLong', email: 'required' })
    })
    expect(accepted).toBe(false)
    expect(document.activeElement).toBe(input('email'))
    expect(input('email').getAttribute('aria-invalid')).toBe('true')
    const message = document.getElementById(input('email').getAttribute('aria-describedby')!)!
    expect(message.outerHTML).toMatch(/^<p id="[^"]+" class="msx-problem" data-problem="email">problem: required<\/p>$/)
    expect(input('name').getAttribute('aria-invalid')).toBeNull()
    expect(input('name').value).toBe('Anna')

    await act(async () => {
      accepted = accept!({})
    })
    expect(accepted).toBe(true)
    expect(element.querySelector('[data-problem]')).toBeNull()
  })
})
