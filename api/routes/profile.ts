import { http, HttpResponse } from 'msw'
import { checkProfile, normalizedProfile, PROFILE_FIELDS, type ProfileValues } from '../../features/account/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { updateProfile } from '../model/users.ts'
import { currentUser } from './users.ts'

/**
 * POST /v2/users/me/profile { firstName, lastName, phone, address: { street, postalCode, city, country } }: the
 * Profiles tab saves the account holder's name, phone and address (issue 26 §7) and gets the account back. The rules
 * are the tab's (features/account/profileRules.ts): a problem answers 400 with { message, fields }; 401 without a session.
 */
export const updateProfileHandler = http.post(
  '*/v2/users/me/profile',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'profileRequest')
    const user = currentUser(request)
    const address = (body.address ?? {}) as Record<string, unknown>
    const text = (value: unknown, name: string) => {
      if (value === undefined) return ''
      if (typeof value !== 'string') throw new BadRequest(`"${name}" must be a string.`, 400, name)
      return value
    }
    const values: ProfileValues = {
      firstName: text(body.firstName, 'firstName'),
      lastName: text(body.lastName, 'lastName'),
      phone: text(body.phone, 'phone'),
      street: text(address.street, 'address.street'),
      postalCode: text(address.postalCode, 'address.postalCode'),
      city: text(address.city, 'address.city'),
      country: text(address.country, 'address.country'),
    }
    const problems = checkProfile(values)
    const named = PROFILE_FIELDS.filter((field) => problems[field])
    if (named.length > 0) return HttpResponse.json({ message: `Check ${named.join(', ')}.`, fields: problems }, { status: 400 })
    return HttpResponse.json(updateProfile(user.id, normalizedProfile(values)))
  }),
)
