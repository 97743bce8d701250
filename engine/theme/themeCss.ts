import { colorVariables, fixedColors, palettes, shadows, themeKinds, type Palette, type ThemeKind, type ThemeMode } from './tokens.ts'

function declarations(palette: Palette): string {
  return (Object.keys(colorVariables) as (keyof Palette)[]).map((role) => `${colorVariables[role]}: ${palette[role]};`).join('\n')
}

/** Custom properties that keep one value whatever the theme. */
function fixedDeclarations(): string {
  return Object.entries({ ...fixedColors, ...shadows })
    .map(([property, value]) => `${property}: ${value};`)
    .join('\n')
}

/**
 * The colour custom properties of every theme kind and mode, as CSS. The page's <html> carries
 * data-theme and data-mode; a section may carry its own data-theme (the footer is always black).
 * "white" in light mode is also the :root default, so markup without attributes is styled too.
 */
export function themeCss(): string {
  const rules = [`:root {\n${declarations(palettes.white.light)}\n${fixedDeclarations()}\n}`]
  for (const kind of themeKinds) {
    rules.push(`[data-theme='${kind}'] {\n${declarations(palettes[kind].light)}\ncolor-scheme: ${colorScheme(kind, 'light')};\n}`)
    rules.push(
      `[data-theme='${kind}'][data-mode='dark'], [data-mode='dark'] [data-theme='${kind}'] {\n${declarations(palettes[kind].dark)}\ncolor-scheme: dark;\n}`,
    )
  }
  return rules.join('\n')
}

function colorScheme(kind: ThemeKind, mode: ThemeMode): 'light' | 'dark' {
  const { background } = palettes[kind][mode]
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16))
  return r * 0.299 + g * 0.587 + b * 0.114 > 128 ? 'light' : 'dark'
}
