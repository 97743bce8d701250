import { styled } from '@linaria/react'
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { color, primaryActionStyles, radius, space } from '../../engine/sdk.ts'

const Dialog = styled.dialog`
  width: min(32rem, calc(100vw - 2 * ${space.md}));
  padding: ${space.lg};
  border: 0;
  border-radius: ${radius.md};
  color: ${color.text};
  background: ${color.background};
  &::backdrop {
    background: ${color.scrim};
  }
  h2 {
    margin: 0 0 ${space.md};
  }
  p {
    margin: 0 0 ${space.md};
  }
  a {
    color: ${color.accentText};
  }
  button {
    ${primaryActionStyles}
  }
`

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The ARIA modal dialog pattern (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/) on the native
 * <dialog>: showModal() makes the page behind it inert, focus starts on the button, Tab and Shift+Tab
 * stay inside, Escape closes it; the opener returns focus (onClose).
 */
export function ResultDialog({
  id,
  title,
  children,
  okay,
  onClose,
}: {
  id: string
  title: string
  children: ReactNode
  okay: string
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // Modal with the render, before the browser paints: no click or key lands on the page behind it in between (a
  // passive effect waits for the next frame in Preact, which the browser runs the islands with).
  useLayoutEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal?.()
    button.current?.focus()
    return () => dialog?.close?.()
  }, [])
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...ref.current!.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }
  return (
    <Dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-plus-dialog={id}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-body`}>{children}</div>
      <button ref={button} type="button" onClick={onClose}>
        {okay}
      </button>
    </Dialog>
  )
}
