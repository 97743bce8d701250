/** The documents-and-edits area of the studio's API: the site map, one document with its schema, and an edit. */
import { join } from 'node:path'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { editDocument } from './editDocument.ts'
import { lastBuildImpact } from './lastBuildImpact.ts'
import { serializeWrites } from './serializeWrites.ts'
import { siteMapOf } from './siteMap.ts'
import { studioDocument } from './studioDocument.ts'
import type { StudioRoute } from './studioRoute.ts'
import { validationOnDisk } from './validationOnDisk.ts'

export const documentRoutes: StudioRoute[] = [
  {
    method: 'GET',
    path: '/site',
    handle: (_request, { root }) => ({ status: 200, body: siteMapOf(validationOnDisk(root)) }),
  },
  {
    method: 'GET',
    path: '/document',
    handle: ({ query }, { root }) => ({
      status: 200,
      // The schemas are the running engine's (the repository's), the documents those of the root the studio edits.
      body: studioDocument(root, REPO_ROOT, query.get('file') ?? undefined, () => validationOnDisk(root)),
    }),
  },
  {
    method: 'POST',
    path: '/edit',
    // The written file reaches open studio pages through the file watcher (watchDocuments.ts), as an editor's save does.
    // The dev pipeline is told at once: the previews the studio reloads after its answer then wait for the site prepared
    // with the new text, whenever the pipeline's own file watcher hears of it (late on a busy machine).
    handle: ({ body }, { root, vite }) =>
      serializeWrites(() => {
        const { status, answer } = editDocument(body, { root, affectedUrls: (files) => lastBuildImpact(root, files) })
        if (answer.status === 'written' && answer.changedLines > 0) vite.watcher.emit('change', join(root, answer.file))
        return { status, body: answer }
      }),
  },
]
