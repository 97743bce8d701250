/**
 * Sends a form's edits one by one. Each written edit changes the file, so the next edit names the version the
 * previous one wrote; the first refusal or conflict stops the rest.
 */
import type { EditAnswer, EditRequest, Problem } from '../../shared/studioApi.ts'
import type { StudioResult } from '../api/fetchStudio.ts'

export type SaveOutcome =
  | { status: 'written'; file: string; changedLines: number; affectedUrls: string[] }
  | { status: 'refused'; problems: Problem[] }
  | { status: 'conflict'; file: string }
  | { status: 'not-available' }
  | { status: 'failed'; message: string }
  | { status: 'unchanged' }

export async function saveEdits(
  requests: EditRequest[],
  post: (request: EditRequest) => Promise<StudioResult<EditAnswer>>,
): Promise<SaveOutcome> {
  if (requests.length === 0) return { status: 'unchanged' }
  let version = requests[0].version
  let changedLines = 0
  const affectedUrls = new Set<string>()
  for (const request of requests) {
    const result = await post({ ...request, version })
    if (result.kind === 'not-available') return { status: 'not-available' }
    if (result.kind === 'failed') return { status: 'failed', message: result.message }
    const answer = result.body
    if (answer.status === 'refused') return { status: 'refused', problems: answer.problems }
    if (answer.status === 'conflict') return { status: 'conflict', file: answer.file }
    if (answer.status !== 'written') return { status: 'failed', message: `Unexpected answer ${result.status}` }
    version = answer.version
    changedLines += answer.changedLines
    for (const url of answer.affectedUrls) affectedUrls.add(url)
  }
  return { status: 'written', file: requests[0].file, changedLines, affectedUrls: [...affectedUrls] }
}
