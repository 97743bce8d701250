import { styled } from '@linaria/react'
import { color, primaryActionStyles, radius, space } from '../../engine/sdk.ts'

const Notice = styled.div`
  max-width: 40rem;
  margin: ${space.xl} auto;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color.surface};
  text-align: center;
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 ${space.md};
  }
  button {
    ${primaryActionStyles}
  }
`

/**
 * SPEC §8: what a page shows where a micro-app did not load: a translated message and a retry, never a blank area.
 * Without onRetry it is server markup, hidden until startMicroApp.ts (plain DOM) shows it and wires the button.
 */
export function MicroAppFailureNotice({
  heading,
  text,
  retryLabel,
  onRetry,
  hidden,
}: {
  heading: string
  text: string
  retryLabel: string
  onRetry?: () => void
  hidden?: boolean
}) {
  return (
    <Notice role="alert" data-micro-app-failure hidden={hidden}>
      <h2>{heading}</h2>
      <p>{text}</p>
      <button type="button" onClick={onRetry} data-micro-app-retry>
        {retryLabel}
      </button>
    </Notice>
  )
}
