import { styled } from '@linaria/react'
import { createElement, type ReactNode } from 'react'
import { useTranslation } from '../shared/i18n/useTranslation.tsx'
import type { RenderModel } from '../model/renderModel.ts'
import { globalStyles } from '../theme/globalStyles.ts'
import { CONTENT_WIDTH_ATTRIBUTE } from '../theme/contentWidthCss.ts'
import { color, layer, mediaUp, space } from '../theme/tokens.ts'
import { BlockList } from './BlockList.tsx'
import { CookieBanner } from '../chrome/cookie-consent/CookieBanner.tsx'
import { FunnelContainer } from '../chrome/funnel-overlay/FunnelContainer.tsx'
import { NavigationProgress } from '../chrome/navigation-progress/NavigationProgress.tsx'
import { ProductLineTabs } from '../chrome/product-line-tabs/ProductLineTabs.tsx'
import { SecondaryFooter, SiteFooter } from '../chrome/footer/SiteFooter.tsx'
import { SiteHeader } from '../chrome/header/SiteHeader.tsx'
import { splitLayoutBlocks } from './splitLayoutBlocks.ts'

// Focused, it takes its own line at the top of the page rather than lying over the news banner above the
// header (it hid the banner's text); unfocused it is out of sight and takes no room.
const SkipLink = styled.a`
  position: absolute;
  left: ${space.md};
  top: -100px;
  z-index: ${layer.toast};
  padding: ${space.sm} ${space.md};
  background: ${color.background};
  &:focus {
    position: static;
    display: block;
    width: fit-content;
    /* Room for the focus outline at the page's edge. */
    margin: ${space.xs};
  }
`

const Main = styled.main`
  display: block;
  &:focus {
    outline: none;
  }
`

/** The zen layout caps its content at 1288 px from the large breakpoint (SPEC §2). */
const Root = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  & > main {
    flex: 1;
  }
  ${mediaUp('lg')} {
    --content-width: var(--layout-content-width, var(--max-content-width));
  }
`

/** Chrome parts that are the same on every page of a market language and layout (rendered once, apart: sharedChrome). */
export const SHARED_CHROME_PARTS = ['cookieBanner', 'footer'] as const
export type SharedChromePart = (typeof SHARED_CHROME_PARTS)[number]

/** The shared chrome parts of a page, to be rendered apart and put in the page's slots (sharedChromeSlot). */
export function sharedChrome({ layout, chrome }: RenderModel): Record<SharedChromePart, ReactNode> {
  return {
    cookieBanner: <CookieBanner consent={chrome.consent} settingsInFooter={layout.footer === 'full' && chrome.footer.cookieSettings} />,
    footer:
      layout.footer === 'full' ? (
        <SiteFooter footer={chrome.footer} />
      ) : layout.footer === 'secondary' ? (
        <SecondaryFooter footer={chrome.footer} />
      ) : null,
  }
}

const SLOT_TAG = 'chrome-part'

/** A shared chrome part's slot in the rendered page, which the renderer replaces with the part's HTML. */
export function sharedChromeSlot(part: SharedChromePart): string {
  return `<${SLOT_TAG} data-part="${part}"></${SLOT_TAG}>`
}

/**
 * The page body: the layout's chrome around the layout's and the page's blocks (or, for an error page, `children`).
 * The shared chrome parts are left as slots (sharedChromeSlot), which engine/server/renderDocument.tsx fills.
 */
export function PageView({ model, children }: { model: RenderModel; children?: ReactNode }) {
  const { t } = useTranslation()
  const { layout, chrome } = model
  const blocks = splitLayoutBlocks(layout, model.blocks)
  // data-content-width becomes CSS in the chrome's stylesheet (engine/theme/contentWidthCss.ts), on the dev server too.
  const main = children ?? <BlockList blocks={blocks.main} bookingSlot={layout.slots?.booking} />
  return (
    <Root className={globalStyles} data-layout={layout.name} {...{ [CONTENT_WIDTH_ATTRIBUTE]: layout.maxContentWidth }}>
      <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
      {/* Shown at the bottom, but first in the tab order after the skip link: a keyboard visitor reaches the
          choice in two steps, not after every link of the page. */}
      <ChromePart part="cookieBanner" />
      {blocks.top.length > 0 && (
        <div data-slot="top">
          <BlockList blocks={blocks.top} />
        </div>
      )}
      {layout.header !== 'none' && (
        <SiteHeader chrome={chrome} languageLinks={model.languageLinks} login={layout.header === 'menuAndLogin'} />
      )}
      {layout.productLineTabs && <ProductLineTabs tabs={chrome.productLineTabs} />}
      <Main id="main" tabIndex={-1}>
        {layout.container === 'funnel' || layout.container === 'zenFunnel' ? (
          <FunnelContainer variant={layout.container === 'zenFunnel' ? 'zen' : 'funnel'}>{main}</FunnelContainer>
        ) : (
          main
        )}
      </Main>
      <ChromePart part="footer" />
      <NavigationProgress />
    </Root>
  )
}

/** A slot for a shared chrome part: an element no browser knows, replaced before the page is written. */
function ChromePart({ part }: { part: SharedChromePart }) {
  return createElement(SLOT_TAG, { 'data-part': part })
}
