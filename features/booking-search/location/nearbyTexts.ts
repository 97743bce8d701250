import type { NearbyState } from './nearbyOffer.ts'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The heading of the branches the empty field offers, which also names their list. */
export function nearbyHeading(state: NearbyState, t: Translate): string {
  if (state.status !== 'near') return t('branchFinder.mainHeading')
  return state.origin === 'device' ? t('branchFinder.nearYourLocation') : t('branchFinder.nearCity', { city: state.city })
}

/** What the status line announces when the offered branches appear or change. */
export function nearbyStatusText(state: NearbyState, t: Translate): string {
  if (state.status === 'loading' || state.status === 'none') return ''
  const problem = state.status === 'main' && state.problem ? `${t(`branchFinder.problems.${state.problem}`)} ` : ''
  return `${problem}${nearbyHeading(state, t)}: ${t('locationChooser.results', { count: state.items.length })}`
}
