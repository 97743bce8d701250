import { styled } from '@linaria/react'
import { useTranslation } from '../../shared/i18n/useTranslation.tsx'
import type { ProductLineTab } from '../../model/chromeModel.ts'
import { color, mediaDown, mediaUp, radius, space } from '../../theme/tokens.ts'

const Bar = styled.nav`
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
`

const Inner = styled.div`
  max-width: var(--max-content-width);
  margin: 0 auto;
  padding: ${space.sm} ${space.md};
  ${mediaUp('mi')} {
    padding: ${space.sm} ${space.xl};
  }
`

/** From the large breakpoint: a row of tabs (links; the active one carries aria-current). */
const Tabs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${space.xs};
  ${mediaDown('lg')} {
    display: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space.md};
    border-radius: ${radius.round};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${color.background};
  }
  a[aria-current='page'] {
    background: ${color.text};
    color: ${color.background};
  }
`

/** Below the large breakpoint: a select that goes to the chosen product line (SPEC §2). */
const Select = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  ${mediaUp('lg')} {
    display: none;
  }
  label {
    font-weight: 600;
    white-space: nowrap;
  }
  select {
    flex: 1;
    min-width: 0;
    max-width: 360px;
    min-height: 44px;
    padding: 0 ${space.md};
    border: 1px solid ${color.controlBorder};
    border-radius: ${radius.sm};
    background: ${color.background};
    color: ${color.text};
    font: inherit;
  }
`

/** The product-line switcher; the model holds tabs only when more than one exists for the market. */
export function ProductLineTabs({ tabs }: { tabs: ProductLineTab[] }) {
  const { t } = useTranslation()
  if (tabs.length < 2) return null
  const active = tabs.find((tab) => tab.active)
  return (
    <Bar aria-label={t('productLines.label')} data-product-line-tabs>
      <Inner>
        <Tabs>
          {tabs.map((tab) => (
            <li key={tab.heading}>
              <a
                href={tab.href}
                target={tab.target}
                rel={tab.rel}
                aria-current={tab.active ? 'page' : undefined}
                data-heading={tab.heading}
              >
                {t(tab.title)}
              </a>
            </li>
          ))}
        </Tabs>
        <Select>
          <label htmlFor="product-line-select">{t('productLines.label')}</label>
          <select
            id="product-line-select"
            data-product-line-select
            // Not restored on a return to the page: the select always shows the page's own product line.
            autoComplete="off"
            defaultValue={active?.href ?? ''}
            aria-describedby="product-line-select-hint"
          >
            {!active && <option value="">{t('productLines.choose')}</option>}
            {tabs.map((tab) => (
              <option key={tab.heading} value={tab.href}>
                {t(tab.title)}
              </option>
            ))}
          </select>
          <span id="product-line-select-hint" className="visually-hidden">
            {t('productLines.selectHint')}
          </span>
        </Select>
      </Inner>
    </Bar>
  )
}
