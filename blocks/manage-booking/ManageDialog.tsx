import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { dialog } from './manageBookingStyles.ts'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The ARIA modal dialog pattern (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/) on the native <dialog>:
 * showModal() makes the page behind it inert, focus starts on the title (so the question is read first), Tab stays
 * inside, Escape closes it unless `busy`; whoever opened it takes the focus back in onClose.
 */
export function ManageDialog({
  id,
  title,
  busy = false,
  onClose,
  children,
}: {
  id: string
  title: string
  busy?: boolean
  onClose: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // Modal with the render, before the browser paints: no click or key lands on the page behind it in between (a
  // passive effect waits for the next frame in Preact, which the browser runs the islands with).
  useLayoutEffect(() => {
    const element = ref.current
    if (element && !element.open) element.showModal?.()
    heading.current?.focus()
    return () => element?.close?.()
  }, [])
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      if (!busy) onClose()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = [...ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const [first, last] = [focusable[0], focusable[focusable.length - 1]]
    if (event.shiftKey && (document.activeElement === first || document.activeElement === heading.current)) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }
  return (
    <dialog
      ref={ref}
      className={dialog}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      data-manage-dialog={id}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </dialog>
  )
}
