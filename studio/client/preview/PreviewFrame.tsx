/**
 * One page preview at a device width, scaled down to fit its column. Same origin: a click on a block in the frame
 * selects that block instead of following a link, and the selected block is outlined inside the frame.
 */
import { useEffect, useRef, useState } from 'react'

interface Props {
  src: string
  width: number
  /** The frame's accessible name names the address it shows. */
  address: string
  selectedPlace?: string
  onSelectPlace?: (place: string) => void
}

const OUTLINE_STYLE_ID = 'studio-selected-outline'

export function PreviewFrame({ src, width, address, selectedPlace, onSelectPlace }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const [boxSize, setBoxSize] = useState({ width: 0, height: 0 })
  const [loads, setLoads] = useState(0)
  const onSelect = useRef(onSelectPlace)
  onSelect.current = onSelectPlace

  useEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setBoxSize({ width: entry.contentRect.width, height: entry.contentRect.height }))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: every load is a new document that needs the listener again
  useEffect(() => {
    const document = frame.current?.contentDocument
    if (!document?.body) return
    // Capture phase: the block's own links and buttons never see the click.
    const onClick = (event: MouseEvent) => {
      const block = (event.target as Element | null)?.closest?.('[data-studio-place]')
      if (!block || !onSelect.current) return
      event.preventDefault()
      event.stopPropagation()
      onSelect.current(block.getAttribute('data-studio-place')!)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [loads])

  // biome-ignore lint/correctness/useExhaustiveDependencies: every load is a new document that needs the outline again
  useEffect(() => {
    const document = frame.current?.contentDocument
    if (!document?.head) return
    let style = document.getElementById(OUTLINE_STYLE_ID)
    if (!style) {
      style = document.createElement('style')
      style.id = OUTLINE_STYLE_ID
      document.head.append(style)
    }
    // The marker is `display: contents` (it keeps the page's layout), so it has no box to outline: its children do.
    const block = selectedPlace ? `[data-studio-place="${CSS.escape(selectedPlace)}"]` : undefined
    style.textContent = block ? `${block} > * { outline: 3px solid #2563eb !important; outline-offset: -3px; }` : ''
    if (block) document.querySelector(`${block} > *`)?.scrollIntoView?.({ block: 'nearest' })
  }, [selectedPlace, loads])

  const scale = boxSize.width > 0 ? Math.min(1, boxSize.width / width) : 1
  return (
    <div className="frame-box" ref={box}>
      <iframe
        ref={frame}
        title={`Preview of ${address}`}
        src={src}
        onLoad={() => setLoads((count) => count + 1)}
        // A phone-wide frame sits in the middle of a wide column, as a phone would.
        style={{
          width,
          height: boxSize.height > 0 ? boxSize.height / scale : 800,
          left: Math.max(0, (boxSize.width - width * scale) / 2),
          transform: `scale(${scale})`,
        }}
      />
    </div>
  )
}
