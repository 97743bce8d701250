import { parse } from '@babel/parser'

interface SyntaxNode {
  type: string
  start?: number | null
  end?: number | null
  [key: string]: unknown
}

const ERROR_KEYS = ['instancePath', 'schemaPath', 'keyword']

function propertyName(property: SyntaxNode): string | undefined {
  const key = property.key as SyntaxNode | undefined
  if (property.type !== 'ObjectProperty' || !key) return undefined
  if (key.type === 'Identifier') return key.name as string
  if (key.type === 'StringLiteral') return key.value as string
  return undefined
}

/** ajv's error objects ({instancePath, schemaPath, keyword, params, message}), outermost only. */
function errorObjects(node: unknown, found: SyntaxNode[] = []): SyntaxNode[] {
  if (Array.isArray(node)) {
    for (const child of node) errorObjects(child, found)
    return found
  }
  if (!node || typeof node !== 'object' || typeof (node as SyntaxNode).type !== 'string') return found
  const syntax = node as SyntaxNode
  if (syntax.type === 'ObjectExpression') {
    const names = new Set((syntax.properties as SyntaxNode[]).map(propertyName))
    if (ERROR_KEYS.every((key) => names.has(key))) {
      found.push(syntax)
      return found
    }
  }
  for (const [key, child] of Object.entries(syntax)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue
    if (child && typeof child === 'object') errorObjects(child, found)
  }
  return found
}

/**
 * ajv's standalone validator reduced to pass or fail: each error object it would build becomes `0`, so the code that
 * counts and passes errors on between functions runs unchanged (an error is still one array entry) while the texts
 * that describe a problem are gone. That is most of a check's bytes, and none of them run while answers are valid:
 * the browser runs this, and loads ajv's full code (`explainer`) only to name the problem of an answer that failed.
 */
export function passFailCheck(code: string): string {
  const program = parse(code, { sourceType: 'module' })
  const objects = errorObjects(program.program.body).sort((a, b) => (b.start ?? 0) - (a.start ?? 0))
  let reduced = code
  for (const object of objects) reduced = `${reduced.slice(0, object.start ?? 0)}0${reduced.slice(object.end ?? 0)}`
  return reduced
}
