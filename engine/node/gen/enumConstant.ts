import { readFileSync } from 'node:fs'
import { fromRepo } from '../repoRoot.ts'
import { generatedHeader } from './generatedHeader.ts'

/** An enum of a schema as a runtime list, for code that must check or iterate the values (the type comes with the schema's types). */
export function enumConstant(schemaFile: string, pointer: string, constName: string): string {
  let node = JSON.parse(readFileSync(fromRepo(schemaFile), 'utf8')) as Record<string, unknown>
  for (const key of pointer.split('/').filter(Boolean)) node = node[key] as Record<string, unknown>
  if (!Array.isArray(node?.enum)) throw new Error(`${schemaFile}#${pointer} has no enum to generate ${constName} from.`)
  const values = (node.enum as string[]).map((value) => `  ${JSON.stringify(value).replace(/^"|"$/g, "'")},`).join('\n')
  const description = typeof node.description === 'string' ? `/** ${node.description} */\n` : ''
  return `${generatedHeader([schemaFile])}\n\n// The enum at ${schemaFile}#${pointer}.\n${description}export const ${constName} = [\n${values}\n] as const\n`
}
