import type { IslandEnhancer } from '../../engine/sdk.ts'
import type { CarModelsSliderProps } from './props.gen.ts'
import { scrollEdges } from './scrollEdges.ts'

/**
 * The slider in the browser: no React. The server renders the row, its links and the two arrow buttons; here the
 * arrows move the row a screen at a time, and each turns off at its end of the row as it scrolls or resizes.
 */
const enhance: IslandEnhancer<CarModelsSliderProps> = (element, _props, page) => {
  const track = element.querySelector<HTMLElement>('ul')
  const [previous, next] = element.querySelectorAll<HTMLButtonElement>('button')
  if (!track || !previous || !next) return
  const measure = () => {
    const edges = scrollEdges(track)
    previous.disabled = edges.atStart
    next.disabled = edges.atEnd
  }
  const move = (direction: 1 | -1) =>
    track.scrollBy({ left: direction * track.clientWidth * (page.env.dir === 'rtl' ? -1 : 1), behavior: 'smooth' })
  previous.addEventListener('click', () => move(-1))
  next.addEventListener('click', () => move(1))
  track.addEventListener('scroll', measure, { passive: true })
  new ResizeObserver(measure).observe(track)
  measure()
}

export default enhance
