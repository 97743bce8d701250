import type { PlannedFile } from '../newMarket/writeAllOrNothing.ts'
import type { NewBlockArgs } from './parseNewBlockArgs.ts'

/** The texts the generated test expects: the stand-in title key and its text in the test's two bundles. */
export interface StandInTitle {
  key: string
  de: string
  en: string
}

/** "trust-badges" → "TrustBadges": the component's name and file. */
export function componentNameOf(blockName: string): string {
  return blockName
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
}

/** When the island hydrates: --island, or "visible" for an enhancer alone; undefined for a server-only block. */
export function hydrationOf(args: Pick<NewBlockArgs, 'island' | 'enhancer'>) {
  return args.island ?? (args.enhancer ? 'visible' : undefined)
}

/** Every file of a new block folder, relative to the repository root. */
export function blockFilesFor(args: Pick<NewBlockArgs, 'name' | 'island' | 'enhancer'>, title: StandInTitle): PlannedFile[] {
  const { name } = args
  const component = componentNameOf(name)
  const folder = `blocks/${name}`
  const files: PlannedFile[] = [
    { file: `${folder}/props.schema.json`, text: propsSchema(name, component) },
    { file: `${folder}/${component}.tsx`, text: componentSource(name, component) },
    { file: `${folder}/block.ts`, text: blockSource(args, component) },
    { file: `${folder}/${component}.test.tsx`, text: testSource(name, component, title) },
  ]
  if (args.enhancer) files.push({ file: `${folder}/enhance.ts`, text: enhancerSource(name, component) })
  return files
}

/** A JavaScript string literal in the house style (single quotes). */
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

function propsSchema(name: string, component: string): string {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `${component}Props`,
    description: `The ${name} block: a heading. Say here what the block shows; editors show this text as hover help.`,
    type: 'object',
    required: ['title'],
    additionalProperties: false,
    properties: {
      title: {
        $ref: '../../schemas/common.schema.json#/$defs/textKey',
        description: "The block's heading: a translation key that every bundle translates.",
      },
    },
  }
  return `${JSON.stringify(schema, null, 2)}\n`
}

function componentSource(name: string, component: string): string {
  return `import { styled } from '@linaria/react'
import { color, Container, radius, space, useTranslation } from '../../engine/sdk.ts'
import type { ${component}Props } from './props.gen.ts'

const Section = styled.section\`
  margin: \${space.lg} 0;
  padding: \${space.md} \${space.lg};
  border: 1px solid \${color.border};
  border-radius: \${radius.md};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
\`

/** The ${name} block: its title, a translation key the page gives, as the heading. */
export function ${component}({ title }: ${component}Props) {
  const { t } = useTranslation()
  return (
    <Container>
      <Section data-${name}="">
        <h2>{t(title)}</h2>
      </Section>
    </Container>
  )
}
`
}

function blockSource(args: Pick<NewBlockArgs, 'name' | 'island' | 'enhancer'>, component: string): string {
  const hydrate = hydrationOf(args)
  const why = !hydrate
    ? '// Static: rendered on the server only; the page sends no JavaScript for it.'
    : args.enhancer
      ? `// An island without React: enhance.ts brings the server-rendered HTML to life (hydrates "${hydrate}").`
      : `// A React island: it hydrates "${hydrate}" in the browser.`
  const enhance = hydrate && args.enhancer ? ", enhance: enhancedBy<typeof import('./enhance.ts')>()" : ''
  const definition = `{ name: '${args.name}', component: ${component}${hydrate ? `, hydrate: '${hydrate}'` : ''}${enhance} }`
  return `import { defineBlock${enhance ? ', enhancedBy' : ''} } from '../../engine/sdk.ts'
import { ${component} } from './${component}.tsx'

${why}
// Its title is a text prop; when the block gets texts of its own, list their key prefix in messages: ['<prefix>'].
export default defineBlock(${definition})
`
}

function testSource(name: string, component: string, title: StandInTitle): string {
  return `// Protects the ${name} block: its title in the page's language.
import { describe, expect, it } from 'vitest'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { ${component} } from './${component}.tsx'

// ${quoted(title.key)} stands in for the title key a page gives the block: a key that every bundle translates.
const props = { title: ${quoted(title.key)} }
const usPage = { ...testEnv, market: 'us', country: 'us', language: 'en', locale: 'en-US' }

describe(${quoted(name)}, () => {
  it('shows its title in the page language', () => {
    expect(renderBlockToString(${component}, props)).toContain(${quoted(`<h2>${title.de}</h2>`)})
    expect(renderBlockToString(${component}, props, usPage, 'en-US')).toContain(${quoted(`<h2>${title.en}</h2>`)})
  })
})
`
}

function enhancerSource(name: string, component: string): string {
  return `import type { IslandEnhancer } from '../../engine/sdk.ts'
import type { ${component}Props } from './props.gen.ts'

/**
 * The ${name} block in the browser, without React: plain DOM code on the HTML the server rendered. The island
 * runtime calls it with the island's element, the block's props and the page's env and texts.
 */
const enhance: IslandEnhancer<${component}Props> = (element) => {
  const section = element.querySelector<HTMLElement>('[data-${name}]')
  if (!section) return
  section.dataset.enhanced = 'true'
}

export default enhance
`
}
