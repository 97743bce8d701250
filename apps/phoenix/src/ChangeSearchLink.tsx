import { useTranslation } from '../../../engine/appSdk.ts'
import { changeSearchHere } from './openSearchEditor.ts'
import { usePhoenix } from './PhoenixContext.tsx'

/** "Change search": opens the page's own search with every value kept; a page without one keeps the link to the start page. */
export function ChangeSearchLink({ className }: { className?: string }) {
  const { t } = useTranslation()
  const { host } = usePhoenix()
  return (
    <a className={className} href={host.links.start} onClick={changeSearchHere}>
      {t('phoenix.changeSearch')}
    </a>
  )
}
