import { useEffect, useRef } from 'react'
import { hasAccountHint } from '../../../engine/appSdk.ts'
import type { Driver } from '../../../features/web-api/index.ts'
import { prefillDriver } from './accountPrefill.ts'
import { usePhoenix } from './PhoenixContext.tsx'

/**
 * A logged-in visitor's first name, last name and email (GET /v2/users/me) in the driver's fields they left empty.
 * Asked only when the header's hint says someone is logged in (engine/shared/runtime/accountHint.ts): an anonymous
 * visitor costs no request and no 401. The fields are read when the answer arrives, so typing meanwhile is kept.
 */
export function useAccountPrefill(driver: Driver, onFill: (driver: Driver) => void): void {
  const { api } = usePhoenix()
  const latest = useRef({ driver, onFill })
  latest.current = { driver, onFill }
  useEffect(() => {
    if (!hasAccountHint()) return
    const controller = new AbortController()
    void api.me({ signal: controller.signal }).then((answer) => {
      if (!answer.ok) return
      const { driver: current, onFill: fill } = latest.current
      const filled = prefillDriver(current, answer.value)
      if (filled !== current) fill(filled)
    })
    return () => controller.abort()
  }, [api])
}
