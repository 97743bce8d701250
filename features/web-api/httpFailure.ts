import { fail, type Result } from '../../engine/dataSdk.ts'

/**
 * A call the API answered with an error status (requestJson.ts): an "http" failure with what the body says, as far as
 * it has the API's shape ({ message, code?, fields? }); the status line is the message otherwise.
 */
export function httpFailure(path: string, status: number, statusLine: string, text: string): Result<never> {
  const { message, ...reason } = errorAnswerOf(text)
  return fail({ kind: 'http', path, status, message: message ?? statusLine, ...reason })
}

/** What an error answer's body says, as far as it has the API's shape ({ message, code?, fields? }); anything else is left out. */
function errorAnswerOf(text: string): { message?: string; code?: string; fields?: Record<string, string> } {
  let json: { message?: unknown; code?: unknown; fields?: unknown }
  try {
    json = JSON.parse(text) ?? {}
  } catch {
    return {}
  }
  const fields =
    typeof json.fields === 'object' && json.fields !== null
      ? Object.fromEntries(Object.entries(json.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : undefined
  return {
    ...(typeof json.message === 'string' ? { message: json.message } : {}),
    ...(typeof json.code === 'string' ? { code: json.code } : {}),
    ...(fields ? { fields } : {}),
  }
}
