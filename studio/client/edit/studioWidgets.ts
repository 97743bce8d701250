/** The studio's own rjsf widgets, by the names uiSchemaFromSchema gives the x-studio annotations. */
import type { RegistryWidgetsType } from '@rjsf/utils'
import { MarkupWidget } from '../widgets/MarkupWidget.tsx'
import { PageLinkWidget } from '../widgets/PageLinkWidget.tsx'
import { TranslationKeyWidget } from '../widgets/TranslationKeyWidget.tsx'

export const STUDIO_WIDGETS: RegistryWidgetsType = {
  translationKey: TranslationKeyWidget,
  pageLink: PageLinkWidget,
  markup: MarkupWidget,
}
