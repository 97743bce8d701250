import { EngineBug, UsageError } from '../../shared/assert.ts'

/**
 * Runs a command-line tool: an author's mistake (UsageError) prints its message and exits 1 with no
 * stack trace; anything else is an engine bug and is printed as one, with the stack, exit code 2.
 */
export async function runCommand(main: () => Promise<number> | number): Promise<void> {
  try {
    process.exitCode = await main()
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`✗ ${error.message}`)
      process.exitCode = 1
      return
    }
    const bug = error instanceof EngineBug ? error : new EngineBug(error instanceof Error ? (error.stack ?? error.message) : String(error))
    console.error(`✗ Engine bug: ${bug.message}`)
    process.exitCode = 2
  }
}
