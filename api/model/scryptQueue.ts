import type { ScryptOptions } from 'node:crypto'
import { Worker } from 'node:worker_threads'

/**
 * scrypt on a thread of its own, one hash at a time. Node's asynchronous scrypt runs on libuv's thread pool (4
 * threads), the one that also opens and reads files: 16 parallel logins held a static page for seconds. Here hashes
 * wait in a queue of at most MAX_WAITING for one worker thread, so libuv's threads stay free to serve files, and a
 * flood of logins costs one core, not the server. One thread is enough for a reference API; a hash beyond the queue
 * is refused (PasswordHashingBusy: the routes answer 503 with Retry-After) instead of waiting without end.
 */
export const MAX_WAITING = 64

export class PasswordHashingBusy extends Error {
  constructor() {
    super(`${MAX_WAITING} password hashes are already waiting`)
  }
}

// Plain JavaScript evaluated in the worker: no TypeScript loader is needed there (tsx, Vite and vitest all load this file).
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const { scryptSync } = require('node:crypto')
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) })
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) })
  }
})
`

interface Job {
  input: { password: string; salt: Uint8Array; keyLength: number; options: ScryptOptions }
  resolve: (key: Buffer) => void
  reject: (error: Error) => void
}

const waiting: Job[] = []
let running: Job | undefined
let worker: Worker | undefined

function startWorker(): Worker {
  const started = new Worker(WORKER_SOURCE, { eval: true })
  started.on('message', (answer: { key?: Uint8Array; error?: string }) => {
    const job = running
    running = undefined
    if (answer.key) job?.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength))
    else job?.reject(new Error(`scrypt failed: ${answer.error}`))
    next()
  })
  // A worker that dies fails the hash it had; the next hash starts a new one.
  const lost = (error: Error) => {
    if (worker !== started) return
    worker = undefined
    const job = running
    running = undefined
    job?.reject(error)
    next()
  }
  started.on('error', lost)
  started.on('exit', (code) => lost(new Error(`the password hashing thread ended (exit code ${code})`)))
  return started
}

function next(): void {
  if (running) return
  const job = waiting.shift()
  // An idle worker does not keep the process alive (a script that hashed once may end).
  if (!job) return void worker?.unref()
  running = job
  worker ??= startWorker()
  worker.ref()
  worker.postMessage(job.input)
}

/** scrypt(password, salt, keyLength, options), queued for the hashing thread. */
export function scryptQueued(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  if (waiting.length >= MAX_WAITING) return Promise.reject(new PasswordHashingBusy())
  return new Promise((resolve, reject) => {
    waiting.push({ input: { password, salt: new Uint8Array(salt), keyLength, options }, resolve, reject })
    next()
  })
}

/** Hashes running (0 or 1) and waiting: for tests and figures. */
export function scryptQueueLoad(): { running: number; waiting: number } {
  return { running: running ? 1 : 0, waiting: waiting.length }
}
