/**
 * The build's validation, in a process of its own beside the build: the build loads the documents and runs the data
 * stage and its plan while every document is checked against its schema and the project's rules on the other core,
 * and it writes nothing before the verdict (tools/build.ts). A build started by `npm run build` has it started before
 * the build's own modules load (tools/buildIfChanged.ts): about a second of every build.
 */
import { spawn } from 'node:child_process'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { EngineBug } from '../../engine/shared/assert.ts'
import type { Problem } from '../../engine/shared/problem.ts'

export interface ValidationVerdict {
  problems: Problem[]
  /** No error: the project may be built. */
  valid: boolean
  /** How long the checks took in their process, its start and module loading left out. */
  seconds: number
}

let started: Promise<ValidationVerdict> | undefined

/** Starts validating the documents in a process of its own, once per build process. */
export function startValidationBeside(): void {
  if (started) return
  started = validateInProcess()
  // Its failure is the build's when the build asks for the verdict, not an unhandled rejection before.
  started.catch(() => {})
}

/** The verdict of the validation this process started (starting it now when nothing did). */
export function validationVerdict(): Promise<ValidationVerdict> {
  startValidationBeside()
  return started as Promise<ValidationVerdict>
}

function validateInProcess(): Promise<ValidationVerdict> {
  const child = spawn(process.execPath, ['--import', 'tsx', fromRepo('tools/validation/validationProcess.ts')], {
    cwd: fromRepo('.'),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // A build that stops early (a wrong flag) does not leave the validation running.
  const stop = () => child.kill()
  process.once('exit', stop)
  const out: Buffer[] = []
  const err: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new EngineBug(`the validation process did not start: ${error.message}`)))
    child.on('close', (code, signal) => {
      process.off('exit', stop)
      const text = Buffer.concat(out).toString('utf8')
      if (code === 0 && text.trim() !== '') resolve(JSON.parse(text) as ValidationVerdict)
      else
        reject(
          new EngineBug(
            `the validation process stopped (${signal ?? `exit code ${code}`}) without a verdict:\n${Buffer.concat(err).toString('utf8')}`,
          ),
        )
    })
  })
}
