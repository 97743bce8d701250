import { styled } from '@linaria/react'
import { useTranslation } from '../../shared/i18n/useTranslation.tsx'
import type { ChromeModel, LanguageLink } from '../../model/chromeModel.ts'
import { usePageEnv } from '../../shared/PageEnv.tsx'
import { color, layer, mediaDown, mediaUp, radius, space } from '../../theme/tokens.ts'
import { LogoutIcon, UserIcon } from '../icons.tsx'
import { resolvePageLink } from '../../shared/pageLink.ts'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { MainMenu, MenuOverlay } from '../menu/MainMenu.tsx'

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${layer.header};
  background: ${color.background};
  color: ${color.text};
  border-bottom: 1px solid ${color.border};
  /* Above its own overlay while the menu is open. */
  html[data-menu-open] & {
    z-index: ${layer.menu};
  }
`

const Inner = styled.div`
  max-width: var(--max-content-width);
  margin: 0 auto;
  min-height: var(--menu-bar-height);
  padding: 0 ${space.sm} 0 ${space.md};
  display: flex;
  align-items: center;
  gap: ${space.xs};
  ${mediaUp('sm')} {
    gap: ${space.md};
  }
  ${mediaUp('mi')} {
    padding: 0 ${space.xl};
  }
`

const Brand = styled.a`
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
  margin-right: auto;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  &::first-letter {
    color: ${color.accentText};
  }
`

const Login = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 ${space.sm};
  border-radius: ${radius.sm};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${color.surface};
  }
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

// Logged in or not is known before the first paint from <html data-account> (engine/shared/runtime/accountHint.ts): both
// states are in the HTML and CSS shows one, so a logged-in visitor never sees "Log in" flash first.
const LoggedOutLogin = styled(Login)`
  html[data-account] & {
    display: none;
  }
`

const AccountArea = styled.div`
  display: none;
  align-items: center;
  gap: ${space.xs};
  html[data-account] & {
    display: inline-flex;
  }
`

const LogoutButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 ${space.sm};
  border: 0;
  border-radius: ${radius.sm};
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${color.surface};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
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

/** The menu bar: brand, language switcher, the login area (menuAndLogin: "Log in", or the account and a logout) and the burger menu. */
export function SiteHeader({ chrome, languageLinks, login }: { chrome: ChromeModel; languageLinks: LanguageLink[]; login: boolean }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  return (
    <>
      <Bar data-site-header>
        <Inner>
          <Brand
            href={resolvePageLink('page:start', env.links) ?? chrome.notFound.home}
            aria-label={t('header.homeLink', { brand: env.brandName })}
          >
            {env.brandName}
          </Brand>
          <LanguageSwitcher links={languageLinks} />
          {login && chrome.login && !chrome.login.account && (
            <Login href={chrome.login.href} data-login>
              <UserIcon />
              <span>{t(chrome.login.title)}</span>
            </Login>
          )}
          {login && chrome.login?.account && (
            <>
              <LoggedOutLogin href={chrome.login.href} data-login>
                <UserIcon />
                <span>{t(chrome.login.title)}</span>
              </LoggedOutLogin>
              <AccountArea
                data-account-area
                data-session-url={`${env.api.endpointBase}${chrome.login.account.sessionPath}`}
                data-logout-url={`${env.api.endpointBase}${chrome.login.account.logoutPath}`}
              >
                <Login href={chrome.login.href} data-account-link>
                  <UserIcon />
                  <span>{t(chrome.login.account.title)}</span>
                </Login>
                <LogoutButton type="button" data-logout>
                  <LogoutIcon />
                  <span>{t(chrome.login.account.logoutTitle)}</span>
                </LogoutButton>
              </AccountArea>
            </>
          )}
          <MainMenu menu={chrome.menu} />
        </Inner>
      </Bar>
      {chrome.menu.groups.length > 0 && <MenuOverlay data-menu-overlay data-state="closed" hidden />}
    </>
  )
}
