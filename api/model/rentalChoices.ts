import type { ExtraId, PaymentChoice, ProtectionId, RentalConfiguration } from '../../features/web-api/index.ts'
import type { RentalChoices } from '../../features/pricing/index.ts'
import { BadRequest } from '../http/badRequest.ts'

/** A reservation request's choices beyond the car, checked field by field: a wrong type is a 400 naming the field. */
export function rentalChoicesOf(
  body: Record<string, unknown>,
  config: RentalConfiguration,
  driverAge: number,
  oneWay: boolean,
): RentalChoices & { payment: PaymentChoice } {
  const protection = body.protection ?? 'basic'
  if (!config.protections.some((candidate) => candidate.id === protection))
    throw new BadRequest(`"protection" must be one of ${config.protections.map((candidate) => candidate.id).join(', ')}.`)
  const extrasBody = body.extras ?? {}
  if (typeof extrasBody !== 'object' || extrasBody === null || Array.isArray(extrasBody))
    throw new BadRequest('"extras" must be an object of pieces per extra, such as {"child-seat": 1}.')
  const extras: Partial<Record<ExtraId, number>> = {}
  for (const [id, quantity] of Object.entries(extrasBody)) {
    const extra = config.extras.find((candidate) => candidate.id === id)
    if (!extra) throw new BadRequest(`"extras" names an unknown extra "${id.slice(0, 40)}".`)
    if (!Number.isInteger(quantity) || (quantity as number) < 0 || (quantity as number) > extra.maxQuantity)
      throw new BadRequest(`"extras.${id}" must be a whole number from 0 to ${extra.maxQuantity}.`)
    extras[extra.id] = quantity as number
  }
  const payment = body.payment ?? 'pickup'
  if (payment !== 'now' && payment !== 'pickup') throw new BadRequest('"payment" must be "now" or "pickup".')
  if (body.promo !== undefined && typeof body.promo !== 'string') throw new BadRequest('"promo" must be a string.')
  return {
    protection: protection as ProtectionId,
    extras,
    driverAge,
    oneWay,
    payment,
    ...(typeof body.promo === 'string' ? { promo: body.promo } : {}),
  }
}
