import { failureModesHandler } from './failureModes.ts'
import { newPasswordHandler, verifyEmailHandler } from './routes/accountTokens.ts'
import { loginHandler, logoutHandler } from './routes/auth.ts'
import { addressTemplatesHandler } from './routes/addressTemplates.ts'
import { campaignsHandlers } from './routes/campaigns.ts'
import { createReservationHandler } from './routes/createReservation.ts'
import { fleetListHandler } from './routes/fleetList.ts'
import { fleetLocationsHandler } from './routes/fleetLocations.ts'
import { geoipHandler } from './routes/geoip.ts'
import { geosuggestHandler } from './routes/geosuggest.ts'
import { helpCentreHandlers } from './routes/helpCentre.ts'
import { helpContactHandler } from './routes/helpContact.ts'
import { helpFeedbackHandler } from './routes/helpFeedback.ts'
import { locationsHandler } from './routes/locations.ts'
import { offersHandler } from './routes/offers.ts'
import { createPaymentSessionHandler } from './routes/paymentSessions.ts'
import { rentalConfigurationsHandler } from './routes/rentalConfigurations.ts'
import { rideHandlers } from './routes/ride.ts'
import { cancelReservationHandler, reservationHandler } from './routes/reservation.ts'
import { cancellationQuoteHandler } from './routes/reservationCancellation.ts'
import { changeReservationHandler, previewReservationChangeHandler } from './routes/reservationChange.ts'
import { resendConfirmationMailHandler } from './routes/reservationMail.ts'
import { stationsHandler } from './routes/stations.ts'
import { subscriptionHandlers } from './routes/subscription.ts'
import { businessSignUpHandler, myBusinessSignUpHandler } from './routes/businessSignUps.ts'
import { updateProfileHandler } from './routes/profile.ts'
import { socialLoginHandlers } from './routes/socialLogin.ts'
import { meHandler, myReservationsHandler, passwordResetHandler, signUpHandler } from './routes/users.ts'

/**
 * The reference web API (SPEC §7) as msw request handlers: `npm start` answers /api/* with them. Paths match
 * under any base ("*"), so the same handlers serve http://localhost:3000/api/v1/… and https://api.example.test/v1/….
 * Without failure simulation: a visitor of a served site cannot make it fail or hold a connection (handlers below).
 */
export const apiHandlers = [
  geosuggestHandler,
  stationsHandler,
  geoipHandler,
  offersHandler,
  rentalConfigurationsHandler,
  fleetListHandler,
  fleetLocationsHandler,
  locationsHandler,
  addressTemplatesHandler,
  createPaymentSessionHandler,
  createReservationHandler,
  reservationHandler,
  cancellationQuoteHandler,
  previewReservationChangeHandler,
  changeReservationHandler,
  resendConfirmationMailHandler,
  cancelReservationHandler,
  ...campaignsHandlers,
  ...subscriptionHandlers,
  ...helpCentreHandlers('rent'),
  ...helpCentreHandlers('ride'),
  helpFeedbackHandler,
  helpContactHandler,
  // The ride service (issue 26): its service area, address search, estimate, request and cancellation.
  ...rideHandlers,
  // The account area (SPEC §2, §7): sign-up, the links of its mails, login, personal data and the account's reservations.
  signUpHandler,
  verifyEmailHandler,
  newPasswordHandler,
  meHandler,
  myReservationsHandler,
  passwordResetHandler,
  loginHandler,
  logoutHandler,
  // The account's Profiles and BusinessHub tabs and social login (issue 26 §7).
  updateProfileHandler,
  businessSignUpHandler,
  myBusinessSignUpHandler,
  ...socialLoginHandlers,
]

/**
 * The API with failure simulation first (api/failureModes.ts): for unit tests (msw/node), the dev server, the build's
 * in-process reads, and `npm run serve` only when API_FAILURE_SIMULATION=on (tools/serve.ts).
 */
export const handlers = [failureModesHandler, ...apiHandlers]
