// Protects "one write at a time": a second save waits until the first has finished, even when the first awaits, and
// a failed write does not block the next one.
import { describe, expect, it } from 'vitest'
import { serializeWrites } from './serializeWrites.ts'

const pause = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('serializeWrites', () => {
  it('runs writes one after the other, in the order they came', async () => {
    const steps: string[] = []
    const write = (name: string) => async () => {
      steps.push(`${name} starts`)
      await pause()
      steps.push(`${name} ends`)
      return name
    }
    expect(await Promise.all([serializeWrites(write('a')), serializeWrites(write('b'))])).toEqual(['a', 'b'])
    expect(steps).toEqual(['a starts', 'a ends', 'b starts', 'b ends'])
  })

  it('runs the next write after one that failed', async () => {
    const failed = serializeWrites(() => {
      throw new Error('disk full')
    })
    const next = serializeWrites(() => 'written')
    await expect(failed).rejects.toThrow('disk full')
    expect(await next).toBe('written')
  })
})
