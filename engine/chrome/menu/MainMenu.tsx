import { styled } from '@linaria/react'
import { useTranslation } from '../../shared/i18n/useTranslation.tsx'
import type { ChromeModel } from '../../model/chromeModel.ts'
import { color, shadow, duration, layer, mediaDown, mediaUp, radius, space } from '../../theme/tokens.ts'
import { BurgerIcon, ChevronIcon, CloseIcon } from '../icons.tsx'

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 ${space.sm};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${color.surface};
  }
  [data-icon='close'],
  &[aria-expanded='true'] [data-icon='burger'] {
    display: none;
  }
  &[aria-expanded='true'] [data-icon='close'] {
    display: block;
  }
  /* On phones only the icon shows; the text stays the button's accessible name. */
  ${mediaDown('sm')} {
    & > span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`

/** SPEC §9: the overlay fades in over 600 ms to opacity 0.5. */
export const MenuOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layer.overlay};
  background: ${color.scrim};
  opacity: 0;
  transition: opacity ${duration.overlayFade} ease;
  &[data-state='open'] {
    opacity: 1;
  }
  &[data-state='closing'] {
    transition-duration: ${duration.short};
  }
`

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: ${layer.menu};
  max-height: calc(100dvh - var(--menu-bar-height));
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${color.background};
  color: ${color.text};
  border-top: 1px solid ${color.border};
  box-shadow: ${shadow.menu};
  opacity: 0;
  transform: translateY(-8px);
  transition:
    opacity ${duration.short} ease,
    transform ${duration.short} ease;
  &[data-state='open'] {
    opacity: 1;
    transform: none;
  }
  ${mediaDown('md')} {
    height: calc(100dvh - var(--menu-bar-height));
  }
`

const Groups = styled.div`
  max-width: var(--max-content-width);
  margin: 0 auto;
  padding: ${space.sm} ${space.md} ${space.lg};
  ${mediaUp('mi')} {
    padding: ${space.md} ${space.xl} ${space.xl};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 ${space.sm};
  }
  li[data-gap-after] {
    margin-bottom: ${space.md};
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: ${space.xs} 0;
    text-decoration: none;
    font-size: 1.0625rem;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`

/** One group: an accordion item on small screens, a column above the breakpoint (md, or lg with more than 4 groups). */
const Group = styled.section`
  border-bottom: 1px solid ${color.border};
  .column-heading {
    display: none;
    margin: 0 0 ${space.sm};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${color.textMuted};
  }
  .accordion-heading {
    margin: 0;
    font-size: 1.125rem;
  }
  .accordion-heading button {
    display: flex;
    width: 100%;
    align-items: center;
    justify-content: space-between;
    min-height: 56px;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: 700;
    text-align: start;
    cursor: pointer;
  }
  .accordion-heading svg {
    transition: transform ${duration.short} ease;
  }
  &[data-open] .accordion-heading svg {
    transform: rotate(180deg);
  }
  /* SPEC §4: the accordion collapses in 300 ms; a closed panel is hidden from focus and screen readers. */
  .panel {
    display: grid;
    grid-template-rows: 0fr;
    visibility: hidden;
    transition:
      grid-template-rows ${duration.short} ease,
      visibility 0s linear ${duration.short};
  }
  &[data-open] .panel {
    grid-template-rows: 1fr;
    visibility: visible;
    transition:
      grid-template-rows ${duration.short} ease,
      visibility 0s;
  }
  .panel > div {
    min-height: 0;
    overflow: hidden;
  }
`

const columnStyles = (breakpoint: 'md' | 'lg') => `
  ${mediaUp(breakpoint)} {
    & {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
      gap: ${space.lg};
      padding-top: ${space.xl};
    }
    & > section {
      border-bottom: 0;
    }
    & .column-heading {
      display: block;
    }
    & .accordion-heading {
      display: none;
    }
    & .panel {
      grid-template-rows: 1fr;
      visibility: visible;
      transition: none;
    }
  }
`
const ColumnsFromMd = styled(Groups)`
  ${columnStyles('md')}
`
const ColumnsFromLg = styled(Groups)`
  ${columnStyles('lg')}
`

/**
 * The burger menu (SPEC §2, §4) as server HTML. The chrome script (engine/client/chrome/mainMenu.ts)
 * opens and closes it, runs the accordion, locks the page and moves focus; without groups there is no burger.
 */
export function MainMenu({ menu }: { menu: ChromeModel['menu'] }) {
  const { t } = useTranslation()
  if (menu.groups.length === 0) return null
  const Columns = menu.columnsFrom === 'lg' ? ColumnsFromLg : ColumnsFromMd
  return (
    <>
      <Toggle type="button" aria-expanded="false" aria-controls="site-menu" data-menu-toggle>
        <BurgerIcon />
        <CloseIcon />
        <span>{t(menu.label)}</span>
      </Toggle>
      <Panel id="site-menu" aria-label={t(menu.label)} data-menu data-state="closed" hidden>
        <Columns data-columns-from={menu.columnsFrom}>
          {menu.groups.map((group, index) => (
            <Group key={group.title} data-menu-group>
              <h2 className="column-heading">{t(group.title)}</h2>
              <h2 className="accordion-heading">
                <button type="button" aria-expanded="false" aria-controls={`site-menu-group-${index}`} data-menu-group-toggle>
                  {t(group.title)}
                  <ChevronIcon />
                </button>
              </h2>
              <div className="panel" id={`site-menu-group-${index}`}>
                <div>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.title} data-gap-after={link.gapAfter ? '' : undefined}>
                        <a href={link.href} target={link.target} rel={link.rel}>
                          {t(link.title)}
                          {link.target === '_blank' && <span className="visually-hidden"> {t('footer.newWindow')}</span>}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </Group>
          ))}
        </Columns>
      </Panel>
    </>
  )
}
