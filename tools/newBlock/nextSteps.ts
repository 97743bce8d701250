import { componentNameOf, hydrationOf } from './blockFilesFor.ts'
import type { NewBlockArgs } from './parseNewBlockArgs.ts'

/** What the developer does after the scaffold: test it, give it content and texts, place it on a page. */
export function nextSteps(args: Pick<NewBlockArgs, 'name' | 'island' | 'enhancer'>): string {
  const { name } = args
  const component = componentNameOf(name)
  const prefix = component.charAt(0).toLowerCase() + component.slice(1)
  const hydrate = hydrationOf(args)
  const kind = !hydrate
    ? 'static: rendered on the server, no JavaScript on the page'
    : args.enhancer
      ? `an island without React, enhance.ts runs when ${hydrate === 'load' ? 'the page loads' : hydrate === 'idle' ? 'the browser is idle' : 'it scrolls into view'}`
      : `a React island that hydrates on "${hydrate}"`
  const example = JSON.stringify({ id: name, type: name, props: { title: `start.${prefix}.title` } })
  const steps = [
    `Run its test: npx vitest run blocks/${name}`,
    `Give it what it shows: its props in blocks/${name}/props.schema.json (then npm run gen), its markup and styles in ${component}.tsx${
      args.enhancer ? ', its browser code (plain DOM) in enhance.ts' : ''
    }.`,
    `Texts: it has no translation keys of its own. Its title comes from its props: a key that the page's document names
     and the bundles hold (validation refuses a key locales/en-US lacks). A text the block shows besides its props gets
     keys under one prefix (${prefix}.…) in locales/en-US/translations.json and, really translated, in de-DE, fr-FR,
     nl-NL, es-ES and it-IT (README "Adding a block", step 4)${
       hydrate ? `; list the prefix in block.ts (messages: ['${prefix}']) so the island receives them` : ''
     }. Then npm run gen and npm run i18n:check.`,
    `Place it on a page: in pages/start.json (the start page of every market) add to "blocks", after "hero":
       ${example}
     with start.${prefix}.title added to the bundles as above (or a key they have). For one market only, add it
     as an override instead: "overrides": { "de": { "blocks": { "${name}": { "type": "${name}", "after": "hero", "props": { … } } } } }.`,
    `npm run validate pages/start.json
     npm run explain -- --market de --page start`,
  ]
  return `Block "${name}" is ready (${kind}). Next:\n${steps.map((step, index) => `  ${index + 1}. ${step}`).join('\n')}`
}
