import { http, HttpResponse } from 'msw'
import { BUSINESS_SIGN_UP_FIELDS, checkBusinessSignUp } from '../../features/account/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { businessSignUpOf, receiveBusinessSignUp } from '../model/businessSignUps.ts'
import { currentUser } from './users.ts'

/**
 * POST /v2/business/signups { companyName, companySize, businessEmail, phone, country, locale? }: the logged-in account
 * asks to join the business programme (the BusinessHub tab). 201 with the request kept and its reference; an account
 * that asked before gets its first request (200). The rules are the tab's (features/account/businessSignUpRules.ts):
 * a problem answers 400 with { message, fields }; 401 without a session.
 */
export const businessSignUpHandler = http.post(
  '*/v2/business/signups',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'businessSignUpRequest')
    const user = currentUser(request)
    const text = (name: string) => {
      const value = body[name] ?? ''
      if (typeof value !== 'string') throw new BadRequest(`"${name}" must be a string.`, 400, name)
      return value
    }
    const values = {
      companyName: text('companyName'),
      companySize: text('companySize'),
      businessEmail: text('businessEmail'),
      phone: text('phone'),
    }
    const problems = checkBusinessSignUp(values)
    const named = BUSINESS_SIGN_UP_FIELDS.filter((field) => problems[field])
    if (named.length > 0) return HttpResponse.json({ message: `Check ${named.join(', ')}.`, fields: problems }, { status: 400 })
    const country = text('country').toUpperCase()
    if (!/^[A-Z]{2}$/.test(country)) throw new BadRequest('"country" is the market’s ISO 3166-1 alpha-2 code.', 400, 'country')
    const locale = typeof body.locale === 'string' ? body.locale : undefined
    const { signUp, created } = receiveBusinessSignUp(user.id, { ...values, country, locale })
    return HttpResponse.json(signUp, { status: created ? 201 : 200 })
  }),
)

/** GET /v2/business/signups/me: the account's business sign-up request; 404 when it has none, 401 without a session. */
export const myBusinessSignUpHandler = http.get(
  '*/v2/business/signups/me',
  answer(({ request }) => {
    const signUp = businessSignUpOf(currentUser(request).id)
    if (!signUp) throw new BadRequest('This account has not asked to join the business programme.', 404)
    return HttpResponse.json(signUp)
  }),
)
