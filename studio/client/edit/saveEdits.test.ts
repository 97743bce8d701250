// Protects saving several changed fields: each edit names the version the previous edit wrote (else the second
// would be a false conflict), and a refusal stops the edits after it and shows the problems.
import { describe, expect, it } from 'vitest'
import type { EditAnswer, EditRequest } from '../../shared/studioApi.ts'
import type { StudioResult } from '../api/fetchStudio.ts'
import { saveEdits } from './saveEdits.ts'

const request = (pointer: string): EditRequest => ({ file: 'pages/p.json', pointer, value: 'x', version: 'v1' })
const written = (version: string): StudioResult<EditAnswer> => ({
  kind: 'answer',
  status: 200,
  body: { status: 'written', file: 'pages/p.json', version, changedLines: 1, affectedUrls: ['/fr-ch/aeroport/'] },
})

describe('saveEdits', () => {
  it('threads each written version into the next edit and adds up the changed lines', async () => {
    const sent: EditRequest[] = []
    const outcome = await saveEdits([request('/a'), request('/b')], async (edit) => {
      sent.push(edit)
      return written(`v${sent.length + 1}`)
    })
    expect(sent.map((edit) => edit.version)).toEqual(['v1', 'v2'])
    expect(outcome).toEqual({ status: 'written', file: 'pages/p.json', changedLines: 2, affectedUrls: ['/fr-ch/aeroport/'] })
  })

  it('stops at a refusal and returns its problems', async () => {
    const problem = {
      severity: 'error' as const,
      file: 'pages/p.json',
      line: 1,
      column: 1,
      pointer: '/a',
      rule: 'type',
      message: 'must be string',
    }
    let calls = 0
    const outcome = await saveEdits([request('/a'), request('/b')], async (): Promise<StudioResult<EditAnswer>> => {
      calls++
      return { kind: 'answer', status: 422, body: { status: 'refused', problems: [problem] } }
    })
    expect(calls).toBe(1)
    expect(outcome).toEqual({ status: 'refused', problems: [problem] })
  })

  it('says a conflict with the file that changed', async () => {
    const outcome = await saveEdits([request('/a')], async () => ({
      kind: 'answer',
      status: 409,
      body: { status: 'conflict', file: 'pages/p.json', version: 'v9', text: '{}' },
    }))
    expect(outcome).toEqual({ status: 'conflict', file: 'pages/p.json' })
  })

  it('sends nothing when nothing changed', async () => {
    expect(await saveEdits([], async () => written('never'))).toEqual({ status: 'unchanged' })
  })
})
