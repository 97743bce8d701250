import { parse } from '@babel/parser'

/** One import of a module, as written in the source. */
export interface ImportSite {
  specifier: string
  line: number
  column: number
  /** `import type` / `export type`, or every named specifier is a type: erased before the code runs. */
  typeOnly: boolean
  /** `import('…')` with a literal; import.meta.glob is not an import here (it is resolved by Vite). */
  dynamic: boolean
}

/**
 * Every import, re-export and literal dynamic import of a TypeScript module. Parsed with Babel's
 * parser (TypeScript and JSX), not TypeScript's: TypeScript 7 has no JavaScript API.
 */
export function importsOf(source: string, fileName: string): ImportSite[] {
  const ast = parse(source, {
    sourceType: 'module',
    sourceFilename: fileName,
    plugins: fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  })
  const sites: ImportSite[] = []
  const add = (node: { value: string; loc?: { start: { line: number; column: number } } | null }, typeOnly: boolean, dynamic: boolean) =>
    sites.push({ specifier: node.value, line: node.loc?.start.line ?? 0, column: (node.loc?.start.column ?? 0) + 1, typeOnly, dynamic })
  for (const statement of ast.program.body) {
    if (statement.type === 'ImportDeclaration') {
      const specifiers = statement.specifiers
      const everyType =
        specifiers.length > 0 && specifiers.every((specifier) => specifier.type === 'ImportSpecifier' && specifier.importKind === 'type')
      add(statement.source, statement.importKind === 'type' || everyType, false)
    } else if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source) {
      add(statement.source, statement.exportKind === 'type', false)
    }
  }
  walk(ast.program, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Import' && node.arguments[0]?.type === 'StringLiteral')
      add(node.arguments[0], false, true)
  })
  return sites
}

// biome-ignore lint/suspicious/noExplicitAny: any node of a Babel tree: the walk reads its fields by name, and Babel's node union has no index signature
function walk(node: any, visit: (node: any) => void): void {
  if (!node || typeof node.type !== 'string') return
  visit(node)
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue
    const value = node[key]
    if (Array.isArray(value)) {
      for (const child of value) walk(child, visit)
    } else if (value && typeof value.type === 'string') walk(value, visit)
  }
}
