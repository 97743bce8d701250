// Protects the typed block definition: a block's loader, component and enhancer are tied at type-check time, so a
// loader whose answer does not fit the component's `data`, or a component waiting for data no loader gives, is a
// type error in block.ts rather than an empty block on a page. `npm run typecheck` fails if an expected error is gone.
import { describe, expect, it } from 'vitest'
import type { BlockData } from './data/defineBlockData.ts'
import { defineBlock, enhancedBy, loadedBy, type IslandEnhancer } from './defineBlock.ts'

type Props = { title: string }
const Card = (_props: Props & { data: { count: number } }) => null
const Plain = (_props: Props) => null
type LoaderOf<Data, Takes = Props> = { default: BlockData<Takes, Data> }

describe('defineBlock', () => {
  it('accepts a loader whose answer fits the component, and an enhancer of its props', () => {
    const block = defineBlock({ name: 'card', component: Card, data: loadedBy<LoaderOf<{ count: number }>>(), hydrate: 'idle' })
    const enhanced = defineBlock({
      name: 'plain',
      component: Plain,
      hydrate: 'load',
      enhance: enhancedBy<{ default: IslandEnhancer<Props> }>(),
    })
    expect([block.data, enhanced.enhance]).toEqual([{ file: 'data.ts' }, { file: 'enhance.ts' }])
  })

  it('refuses, at type-check time, every way the folder can disagree with itself (and returns the definition as given)', () => {
    const refused = [
      // @ts-expect-error the loader answers a string, the component's data is { count: number }
      defineBlock({ name: 'card', component: Card, data: loadedBy<LoaderOf<string>>() }),
      // @ts-expect-error the component takes data, but no loader answers it
      defineBlock({ name: 'card', component: Card }),
      // @ts-expect-error the component takes no data, so a loader's answer would go nowhere
      defineBlock({ name: 'plain', component: Plain, data: loadedBy<LoaderOf<string>>() }),
      // @ts-expect-error the loader needs a prop (limit) the block's props do not have
      defineBlock({ name: 'card', component: Card, data: loadedBy<LoaderOf<{ count: number }, Props & { limit: number }>>() }),
      // @ts-expect-error an enhancer runs in an island: the block must say when it hydrates
      defineBlock({ name: 'plain', component: Plain, enhance: enhancedBy<{ default: IslandEnhancer<Props> }>() }),
      // @ts-expect-error hydration is one of load, idle and visible
      defineBlock({ name: 'plain', component: Plain, hydrate: 'eager' }),
    ]
    expect(refused.map((definition) => definition.name)).toEqual(['card', 'card', 'plain', 'card', 'plain', 'plain'])
  })
})
