// Protects the reference API's route table: every operation of the contract has a handler in api/handlers.ts, and no
// handler serves a path the contract lacks (the route table api/contract/apiRoutes.gen.ts is generated from it).
import type { HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiHandlers } from '../handlers.ts'
import { API_ROUTES } from './apiRoutes.gen.ts'

// A handler's "GET */v1/reservation/:reservation" and an operation's "GET /v1/reservation/{reservationNumber}" both read
// "GET /v1/reservation/{}": the parameters' names are the handler's own.
const routeOfHandler = (handler: HttpHandler) => {
  const { method, path } = handler.info
  return `${method} ${String(path).replace(/^\*/, '').replace(/:\w+/g, '{}')}`
}
const routeOfOperation = ({ method, path }: { method: string; path: string }) => `${method} ${path.replace(/\{\w+\}/g, '{}')}`

/** The operations without a handler and the handlers without an operation. */
function compareRoutes(handlers: HttpHandler[], routes: Record<string, { method: string; path: string }>) {
  const served = new Set(handlers.map(routeOfHandler))
  const described = new Set(Object.values(routes).map(routeOfOperation))
  return {
    withoutHandler: Object.entries(routes)
      .filter(([, route]) => !served.has(routeOfOperation(route)))
      .map(([operationId]) => operationId),
    notInContract: [...served].filter((route) => !described.has(route)),
  }
}

describe('the reference API’s routes', () => {
  it('serve every operation of the contract and nothing else', () => {
    const { withoutHandler, notInContract } = compareRoutes(apiHandlers, API_ROUTES)
    expect(withoutHandler).toEqual([])
    expect(notInContract).toEqual([])
  })

  it('name a handler missing from the list and a handler the contract lacks', async () => {
    const { http, HttpResponse } = await import('msw')
    const extra = http.get('*/v1/not-in-the-contract/:id', () => HttpResponse.json({}))
    const withoutGeoip = apiHandlers.filter((handler) => routeOfHandler(handler) !== 'GET /v1/apps/geoip')
    const { withoutHandler, notInContract } = compareRoutes([...withoutGeoip, extra], API_ROUTES)
    expect(withoutHandler).toContain('geoip')
    expect(notInContract).toEqual(['GET /v1/not-in-the-contract/{}'])
  })
})
