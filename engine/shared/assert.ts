/**
 * Two kinds of failure read differently (the split Vike makes between assertUsage and assert):
 * a UsageError is an author's mistake and says what to change; an EngineBug is ours and asks for a report.
 */
export class UsageError extends Error {
  override name = 'UsageError'
}

export class EngineBug extends Error {
  override name = 'EngineBug'
  constructor(message: string) {
    super(`${message}\nThis is a bug in the page engine, not in your documents. Please report it with this message.`)
  }
}

export function assertUsage(condition: unknown, message: string): asserts condition {
  if (!condition) throw new UsageError(message)
}

export function assertEngine(condition: unknown, message: string): asserts condition {
  if (!condition) throw new EngineBug(message)
}
