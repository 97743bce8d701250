/**
 * Validates every document in a process of its own (tools/validation/validationBeside.ts) and writes the verdict
 * as one JSON line on stdout: the problems, and whether the project may be built.
 */
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import type { ValidationVerdict } from './validationBeside.ts'

const started = performance.now()
const { problems, index } = validateProject()
const verdict: ValidationVerdict = { problems, valid: index !== undefined, seconds: (performance.now() - started) / 1000 }
process.stdout.write(`${JSON.stringify(verdict)}\n`)
