/** Calls back on every files-changed message of the studio's Server-Sent Events (edits by the studio or an editor). */
import { useEffect, useRef } from 'react'
import { type FilesChangedEvent, STUDIO_API } from '../../shared/studioApi.ts'

export function useFilesChanged(onChange: (files: string[]) => void): void {
  const latest = useRef(onChange)
  latest.current = onChange
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const events = new EventSource(`${STUDIO_API}/events`)
    events.onmessage = (message) => {
      try {
        const event = JSON.parse(message.data) as FilesChangedEvent
        if (event.type === 'files-changed') latest.current(event.files)
      } catch {
        // A message the studio does not know (a keep-alive) changes nothing.
      }
    }
    return () => events.close()
  }, [])
}
