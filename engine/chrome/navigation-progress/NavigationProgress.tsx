import { styled } from '@linaria/react'
import { color, layer } from '../../theme/tokens.ts'

/** SPEC §4, §9: a tomato bar at the top when a navigation takes longer than 1000 ms (the chrome script shows it). */
const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${layer.toast};
  height: 3px;
  width: 100%;
  background: ${color.progress};
  transform-origin: left;
  transform: scaleX(0);
  &[data-state='running'] {
    animation: navigation-progress 6000ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
  }
  @keyframes navigation-progress {
    from {
      transform: scaleX(0.1);
    }
    to {
      transform: scaleX(0.9);
    }
  }
`

export function NavigationProgress() {
  // An empty bar: assistive technology finds nothing in it, shown or hidden, so it needs no aria-hidden (which on a
  // hidden element the Nu HTML Checker reports as redundant).
  return <Bar data-navigation-progress hidden />
}
