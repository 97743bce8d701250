import { paymentFrameOrigins } from '../../api/payments/providerOrigin.ts'
import type { DeliveryInputs } from '../../engine/node/delivery/prepareDelivery.ts'
import { VIDEO_ORIGIN } from '../../engine/markup/videoOrigin.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { CONSENT_LOADER_SRC, TAG_MANAGER_SRC } from '../../engine/server/createChromeModel.ts'
import { resolveApiSettings } from '../../engine/shared/api/apiSettings.ts'
import { PAYMENT_PAGE_MARKER } from '../../features/payments/index.ts'
import { RIDE_HOME_ATTRIBUTE, RIDE_TRANSFER_SRC } from '../../features/ride/index.ts'

/**
 * What the `_headers` file is written from, the same for a build and for a merge of shards (tools/build.ts,
 * tools/mergeShards.ts): the merged site's headers are those one build of all markets would have written.
 */
export function deliveryInputsOf(index: SiteIndex, env: NodeJS.ProcessEnv): DeliveryInputs {
  return {
    api: resolveApiSettings(index.project.site!.data.api, env),
    tagManagerSrc: TAG_MANAGER_SRC,
    consentLoaderSrc: CONSENT_LOADER_SRC,
    blockScripts: [{ src: RIDE_TRANSFER_SRC, attribute: RIDE_HOME_ATTRIBUTE }],
    videoOrigin: VIDEO_ORIGIN,
    // The payment provider's card form, framed on the booking page only (docs/payments.md).
    pageFrames: [{ marker: PAYMENT_PAGE_MARKER, origins: paymentFrameOrigins(index.links.origin, env) }],
    origin: index.links.origin,
  }
}
