// The entry of a worker thread that runs a TypeScript module (workerData.entry): a worker does not inherit the tsx
// loader the build's own thread was started with (https://tsx.is/node/esm), so it registers it first.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)
