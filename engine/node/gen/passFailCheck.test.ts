// Protects the pass-or-fail reduction of ajv's standalone code: without its error texts, a check accepts exactly the
// values ajv's full code accepts.
import { Ajv } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { describe, expect, it } from 'vitest'
import { passFailCheck } from './passFailCheck.ts'

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null }

/** ajv's standalone code of a schema, loaded as a module from its text. */
async function compiled(code: string): Promise<Validate> {
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`)
  return module.default as Validate
}

describe('passFailCheck', () => {
  const schema = {
    type: 'object',
    required: ['id', 'price'],
    additionalProperties: false,
    properties: {
      id: { type: 'string', pattern: '^[a-z]+$' },
      price: { $ref: '#/$defs/money' },
      kind: { enum: ['car', 'van'] },
      tags: { type: 'array', items: { type: 'string' } },
      either: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    },
    $defs: { money: { type: 'object', required: ['amount'], properties: { amount: { type: 'number', minimum: 0 } } } },
  }
  const ajv = new Ajv({ strict: true, allErrors: false, inlineRefs: false, code: { source: true, esm: true } })
  const full = standaloneCode(ajv, ajv.compile(schema))

  it('leaves no error texts in the code', () => {
    expect(full).toContain('message:')
    const reduced = passFailCheck(full)
    expect(reduced).not.toMatch(/message:|schemaPath:|keyword:/)
    expect(reduced.length).toBeLessThan(full.length * 0.75)
  })

  it.each([
    ['a valid value', { id: 'a', price: { amount: 1 }, kind: 'van', tags: ['x'], either: null }, true],
    ['a missing property', { id: 'a' }, false],
    ['a wrong pattern', { id: 'A', price: { amount: 1 } }, false],
    ['a value below its minimum, behind a $ref', { id: 'a', price: { amount: -1 } }, false],
    ['an unknown enum value', { id: 'a', price: { amount: 1 }, kind: 'bus' }, false],
    ['a wrong array item', { id: 'a', price: { amount: 1 }, tags: [1] }, false],
    ['no branch of anyOf', { id: 'a', price: { amount: 1 }, either: 'x' }, false],
    ['an extra property', { id: 'a', price: { amount: 1 }, extra: 1 }, false],
    ['not an object', 'a', false],
  ])('agrees with ajv on %s', async (_, value, valid) => {
    const [check, explainer] = await Promise.all([compiled(passFailCheck(full)), compiled(full)])
    expect(explainer(value)).toBe(valid)
    expect(check(value)).toBe(valid)
  })
})
