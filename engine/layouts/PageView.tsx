import { styled } from '@linaria/react'
import { useTranslation } from 'react-i18next'
import type { RenderModel } from '../server/createRenderModel.ts'
import { globalStyles } from '../theme/globalStyles.ts'
import { color, layer, space } from '../theme/tokens.ts'
import { BlockList } from './BlockList.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'

const SkipLink = styled.a`
  position: absolute;
  left: ${space.md};
  top: -100px;
  z-index: ${layer.toast};
  padding: ${space.sm} ${space.md};
  background: ${color.background};
  &:focus {
    top: ${space.sm};
  }
`

const Main = styled.main`
  display: block;
  &:focus {
    outline: none;
  }
`

/** The page body: the layout's chrome around the layout's and the page's blocks. */
export function PageView({ model }: { model: RenderModel }) {
  const { t } = useTranslation()
  const { layout } = model
  const contentWidth = layout.maxContentWidth ? { ['--content-width' as string]: `${layout.maxContentWidth}px` } : undefined
  return (
    <div className={globalStyles} data-layout={layout.name} data-theme={layout.theme} style={contentWidth}>
      <SkipLink href="#main">{t('common.skipToContent')}</SkipLink>
      {layout.header !== 'none' && <SiteHeader navigation={model.navigation} languageLinks={model.languageLinks} showMenu />}
      <Main id="main" tabIndex={-1}>
        <BlockList blocks={[...(layout.before ?? []), ...model.blocks, ...(layout.after ?? [])]} />
      </Main>
      {layout.footer !== 'none' && <SiteFooter footer={model.footer} secondary={layout.footer === 'secondary'} />}
    </div>
  )
}
