// Protects theming: every colour in a style comes from the theme's custom properties (engine/theme/tokens.ts),
// so a theme kind or dark mode restyles the whole page; a literal colour in a style template fails here.
import { readdirSync, readFileSync } from 'node:fs'
import { parse } from '@babel/parser'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** The folders whose modules ship styles: the engine, blocks, features and the micro-apps. public/ holds vendor stand-ins. */
const STYLED_FOLDERS = ['engine', 'blocks', 'features', 'apps']

/** The only files where a literal colour may stand in a style, each with its reason. */
const ALLOWED_FILES: Record<string, string> = {
  'engine/theme/tokens.ts': 'the palettes, the fixed colours and the shadows: where every colour value is defined',
  'engine/theme/themeCss.ts': 'writes the tokens out as custom properties of each theme kind and mode',
  'engine/theme/globalStyles.ts': 'the document styles that declare the tokens on :root',
  'tests/unit/themeColoursOnly.test.ts': "this test's own fixtures",
}

/** CSS named colours (CSS Color 4). transparent and currentColor are not in the list: they name no colour of their own. */
const NAMED_COLOURS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue
  chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey
  darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray
  darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen
  fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
  lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen
  lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime
  limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
  mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive
  olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
  powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue
  slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke
  yellow yellowgreen`.split(/\s+/),
)

const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi
/** A declaration's value: after "property:" up to ; { or }. Selectors such as a:hover give harmless values. */
const DECLARATION_VALUE = /[a-z-]+\s*:\s*([^;{}]*)/gi
/** A bare word in a value, not part of a longer name (white-space, --color-text) nor quoted ('white' theme names). */
const WORD = /(?<![\w'"-])[a-z]+(?![\w'"-])/gi

/** A template that holds CSS: tagged css`…` or styled.x`…`/styled(X)`…`, or a plain template bound to a *css/*Styles name. */
function isStyleTemplate(node: Node, parent: Node | undefined): boolean {
  if (node.type === 'TaggedTemplateExpression') {
    const tag = node.tag as Node
    if (tag.type === 'Identifier') return tag.name === 'css'
    const base = (tag.type === 'MemberExpression' ? tag.object : tag.type === 'CallExpression' ? tag.callee : undefined) as Node | undefined
    return base?.type === 'Identifier' && base.name === 'styled'
  }
  if (node.type === 'TemplateLiteral' && parent?.type === 'VariableDeclarator') {
    const id = parent.id as Node
    return id.type === 'Identifier' && /(?:css|styles?)$/i.test(id.name as string)
  }
  return false
}

interface Node {
  type: string
  loc?: { start: { line: number } }
  [key: string]: unknown
}

function walk(node: Node, visit: (node: Node, parent: Node | undefined) => void, parent?: Node): void {
  visit(node, parent)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || !value || typeof value !== 'object') continue
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') walk(child as Node, visit, node)
    }
  }
}

/** Every literal colour in the style templates of one module's source, with its line. */
function literalColours(source: string, fileName: string): { line: number; colour: string }[] {
  // Most modules hold no style at all: only those with a style template are worth parsing.
  if (!/\bcss`|\bstyled[.(]|(?:css|styles?)\s*=\s*`/i.test(source)) return []
  const ast = parse(source, { sourceType: 'module', plugins: fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] })
  const found: { line: number; colour: string }[] = []
  walk(ast.program as unknown as Node, (node, parent) => {
    if (!isStyleTemplate(node, parent)) return
    const quasis = ((node.type === 'TaggedTemplateExpression' ? (node.quasi as Node).quasis : node.quasis) ?? []) as Node[]
    for (const quasi of quasis) {
      const startLine = quasi.loc?.start.line ?? 0
      // Comments keep their line breaks, so a finding's line stays right.
      const text = (quasi.value as { raw: string }).raw.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
      const lineOf = (index: number) => startLine + text.slice(0, index).split('\n').length - 1
      for (const match of text.matchAll(HEX)) found.push({ line: lineOf(match.index), colour: match[0] })
      for (const match of text.matchAll(COLOUR_FUNCTION)) found.push({ line: lineOf(match.index), colour: match[0] })
      for (const declaration of text.matchAll(DECLARATION_VALUE)) {
        const valueStart = declaration.index + declaration[0].length - declaration[1].length
        for (const word of declaration[1].matchAll(WORD)) {
          if (NAMED_COLOURS.has(word[0].toLowerCase())) found.push({ line: lineOf(valueStart + word.index), colour: word[0] })
        }
      }
    }
  })
  return found.sort((a, b) => a.line - b.line)
}

function sourceFiles(directory: string): string[] {
  return readdirSync(fromRepo(directory), { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : []
  })
}

describe('literalColours', () => {
  it('finds hex, colour functions and named colours inside css, styled and *Styles templates', () => {
    const fixture = [
      'const a = css`color: tomato; border: 1px solid #b3261e;`',
      'const B = styled.div`box-shadow: 0 4px 12px rgb(0 0 0 / 10%);`',
      'const C = styled(Link)`background: hsl(20 100% 50%);`',
      'const buttonStyles = `\n  &:hover {\n    background: White;\n  }\n`',
    ].join('\n')
    expect(literalColours(fixture, 'fixture.tsx')).toEqual([
      { line: 1, colour: '#b3261e' },
      { line: 1, colour: 'tomato' },
      { line: 2, colour: 'rgb(' },
      { line: 3, colour: 'hsl(' },
      { line: 6, colour: 'White' },
    ])
  })

  it('passes tokens, keywords, property names, theme names and comments', () => {
    const fixture = [
      'const a = css`',
      '  /* the white theme, never #fff */',
      '  white-space: nowrap;',
      `  color: \${color.danger};`,
      '  background: var(--color-accent-surface, transparent);',
      '  border-color: currentColor;',
      "  [data-theme='white'] & { outline: 2px solid var(--color-focus); }",
      '`',
      'const message = `Choose red or white: #fff`',
    ].join('\n')
    expect(literalColours(fixture, 'fixture.ts')).toEqual([])
  })
})

describe('style templates', () => {
  const files = STYLED_FOLDERS.flatMap((folder) => sourceFiles(folder))

  it('scan the engine, blocks, features and every micro-app', () => {
    expect(files).toContain('engine/shared/ui/formStyles.ts')
    expect(files).toContain('apps/phoenix/src/styles.ts')
    for (const allowed of Object.keys(ALLOWED_FILES)) expect(readFileSync(fromRepo(allowed), 'utf8')).toBeTruthy()
  })

  it('take every colour from the theme tokens, outside the allowed theme files', () => {
    const offenders = files
      .filter((file) => !(file in ALLOWED_FILES))
      .flatMap((file) => literalColours(readFileSync(fromRepo(file), 'utf8'), file).map(({ line, colour }) => `${file}:${line} ${colour}`))
    expect(offenders, 'use a colour or shadow token of engine/theme/tokens.ts (add a role there if none fits)').toEqual([])
  })
})
