import { http, HttpResponse } from 'msw'
import { passwordProblem } from '../../features/account/index.ts'
import { answer } from '../http/answer.ts'
import { actionBody } from '../http/actionBody.ts'
import { answerHashingBusy } from '../http/hashingBusy.ts'
import { setNewPassword, verifyEmail } from '../model/accountTokens.ts'

/** One answer for an unknown, used or expired token: it must not tell which. */
const invalidToken = () =>
  HttpResponse.json(
    { message: 'This link is not valid any more: it was used, it expired, or it is incomplete. Ask for a new one.', code: 'invalidToken' },
    { status: 400 },
  )

/**
 * POST /v2/users/verification { token }: the link of the sign-up mail (#/verify/<token>). 200 with the verified user:
 * from now on the account lists the reservations booked with its email. The token is single-use and valid 48 hours
 * (api/model/accountTokens.ts); otherwise 400 { code: "invalidToken" }. It does not log in.
 */
export const verifyEmailHandler = http.post(
  '*/v2/users/verification',
  answer(async ({ request }) => {
    const { token } = await actionBody(request, 'emailVerificationRequest')
    const user = verifyEmail(token as string)
    return user ? HttpResponse.json(user) : invalidToken()
  }),
)

/**
 * POST /v2/users/password { token, password }: the link of a password-reset or account-exists mail
 * (#/password/<token>). The password follows the sign-up rule (400 { message, fields: { password } }); 200
 * { status: "passwordChanged" } ends every session of the account and marks its email verified. The token is
 * single-use and valid 30 minutes; otherwise 400 { code: "invalidToken" }. A full hashing queue answers 503.
 */
export const newPasswordHandler = http.post(
  '*/v2/users/password',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'newPasswordRequest')
    const [token, password] = [body.token as string, body.password as string]
    const problem = passwordProblem(password)
    if (problem) return HttpResponse.json({ message: 'Check password.', fields: { password: problem } }, { status: 400 })
    let user: Awaited<ReturnType<typeof setNewPassword>>
    try {
      user = await setNewPassword(token, password)
    } catch (error) {
      return answerHashingBusy(error)
    }
    return user ? HttpResponse.json({ status: 'passwordChanged' }) : invalidToken()
  }),
)
