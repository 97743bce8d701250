import { act } from 'react'

/**
 * Types the values into the first text fields inside `root`, in order, as a visitor would (React sees each as an
 * input event), then clicks its submit button. For tests in jsdom of a React form.
 */
export async function submitForm(root: HTMLElement, values: readonly string[]): Promise<void> {
  const fields = root.querySelectorAll('input')
  await act(async () => {
    values.forEach((value, index) => {
      const field = fields[index]
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    })
  })
  await act(async () => root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
}
