/** What the studio's form widgets need beyond their own value (rjsf passes it as registry.formContext). */
import type { SiteMap } from '../../shared/studioApi.ts'

export interface StudioFormContext {
  site?: SiteMap
  /** The bundle locale of the opened page, for the markup preview. */
  locale: string
  /** After a translation text was written: refresh the preview and the explanation. */
  onTextSaved: () => void
}
