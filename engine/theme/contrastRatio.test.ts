// Protects WCAG AA colour contrast (1.4.3 text, 1.4.11 controls and focus) in every theme kind and mode of SPEC §3.
import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrastRatio.ts'
import { fixedColors, palettes, themeKinds, themeModes, type Palette } from './tokens.ts'

const TEXT_PAIRS: [keyof Palette, keyof Palette][] = [
  ['text', 'background'],
  ['textMuted', 'background'],
  ['text', 'surface'],
  ['textMuted', 'surface'],
  ['accentText', 'background'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['onDangerSurface', 'dangerSurface'],
  ['onSuccessSurface', 'successSurface'],
  ['text', 'highlight'],
  ['text', 'accentSurface'],
  ['textPlaceholder', 'background'],
]
const NON_TEXT_PAIRS: [keyof Palette, keyof Palette][] = [
  ['focus', 'background'],
  ['controlBorder', 'background'],
  ['danger', 'background'],
  ['warning', 'surface'],
  ['accentIcon', 'accentSurface'],
  ['textDisabled', 'background'],
  ['textDisabled', 'surface'],
]

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})

describe.each(themeKinds.flatMap((kind) => themeModes.map((mode) => [kind, mode] as const)))('theme %s, %s mode', (kind, mode) => {
  const palette = palettes[kind][mode]
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(4.5)
  })
  it.each(NON_TEXT_PAIRS)('%s on %s reaches 3:1', (foreground, background) => {
    expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(3)
  })
})

it('keeps inverse text readable on the inverse background and on the photo backdrop', () => {
  const text = fixedColors['--color-inverse-text']
  expect(contrastRatio(text, fixedColors['--color-inverse-background'])).toBeGreaterThanOrEqual(4.5)
  expect(contrastRatio(text, fixedColors['--color-photo-backdrop'])).toBeGreaterThanOrEqual(4.5)
})

it('keeps brand orange as the primary colour and dark text on it in the white theme (SPEC §9)', () => {
  expect(palettes.white.light.primary).toBe('#ff5f00')
  expect(palettes.white.light.onPrimary).toBe('#191919')
})
