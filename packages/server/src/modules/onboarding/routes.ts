import {
  ApiPath,
  createUserReply,
  createUserRequest,
  ErrorCode,
  plainOkReply,
  resendRequest,
  sendSmsRequest,
  validateEmailRequest,
  validatePhoneRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicRoute, sessionRoute } from '../../http/route.js';
import { sessionOpened } from '../auth/index.js';
import type { OnboardingService } from './service.js';

/** The steps after createUser need a session but no enabled account ('session'), and answer a plain OK. */
const step = { access: 'session', reply: plainOkReply } as const;
const sending = [ErrorCode.RESEND_LIMIT, ErrorCode.DELIVERY_FAILED];

export const onboardingRoutes =
  (onboarding: OnboardingService): FastifyPluginAsync =>
  async (app) => {
    publicRoute(
      app,
      ApiPath.createUser,
      {
        body: createUserRequest,
        reply: createUserReply,
        notes:
          '`codiceFiscale`: 11 or 16 characters, any case; `privacy01..privacy19`: exactly the consents the template asks. The account is not enabled until e-mail and phone are verified; a 6-digit code is e-mailed. Checked in this order: `ONBOARDING_013` (the rule of 8 characters, a lowercase, an uppercase, a digit), `ONBOARDING_010`, `ONBOARDING_004`, `ONBOARDING_013` (a common password, or one with the e-mail, tax code or names), `ONBOARDING_006`, `ONBOARDING_012`, `ONBOARDING_005`, `ONBOARDING_011`, `ONBOARDING_001`.',
        errors: [
          ErrorCode.ONBOARDING_PASSWORD,
          ErrorCode.ONBOARDING_NO_MATCH,
          ErrorCode.ONBOARDING_PRIVACY,
          ErrorCode.ONBOARDING_EMAIL_TAKEN,
          ErrorCode.ONBOARDING_AWAITING_INVITE,
          ErrorCode.ONBOARDING_ALREADY_REGISTERED,
          ErrorCode.ONBOARDING_PENDING,
          ErrorCode.ONBOARDING_TOO_MANY,
        ],
      },
      (call) => sessionOpened(call, onboarding.createUser(call.body, call.client)),
    );

    sessionRoute(
      app,
      ApiPath.validateEmail,
      {
        ...step,
        body: validateEmailRequest,
        notes:
          '`emailVerified` becomes true. `ONBOARDING_VE_002`: a wrong, expired or used code, or none; `ONBOARDING_VE_006` after 5 wrong: ask for a new code.',
        errors: [ErrorCode.EMAIL_CODE_WRONG, ErrorCode.EMAIL_CODE_LOCKED],
      },
      async ({ identity, body }) => {
        await onboarding.validateEmail(identity.userId, body.emailVerificationToken);
        return {};
      },
    );
    sessionRoute(
      app,
      ApiPath.resendEmail,
      {
        ...step,
        body: resendRequest,
        notes: 'A new code replaces the last. `FORBIDDEN_001`: the e-mail is already verified.',
        errors: sending,
      },
      async ({ identity }) => {
        await onboarding.resendEmail(identity.userId);
        return {};
      },
    );
    sessionRoute(
      app,
      ApiPath.sendSms,
      {
        ...step,
        body: sendSmsRequest,
        notes:
          '`phone`: an Italian mobile (`3…`, with or without `+39`/`0039`, spaces, dots, hyphens), stored as `+39…` and unverified; a 6-digit code is sent. `FORBIDDEN_001`: the e-mail is not verified yet; `RESEND_001`: 60 seconds between sends to the same number by the same user (a corrected number is sent to at once, docs/decisions/0067), five an hour per user and per number, twenty per client address. For an account whose number is verified (a change of number from the profile) the old number stays in force until the new one is confirmed with `validatePhone`.',
        errors: [ErrorCode.PHONE_INVALID, ...sending],
      },
      async ({ identity, body, client }) => {
        await onboarding.sendSms(identity.userId, body.phone, client);
        return {};
      },
    );
    sessionRoute(
      app,
      ApiPath.resendSms,
      {
        ...step,
        body: resendRequest,
        notes: 'A new code to the number waiting for confirmation; `FORBIDDEN_001` when none waits.',
        errors: sending,
      },
      async ({ identity, client }) => {
        await onboarding.resendSms(identity.userId, client);
        return {};
      },
    );
    sessionRoute(
      app,
      ApiPath.validatePhone,
      {
        ...step,
        body: validatePhoneRequest,
        notes:
          '`phoneVerified` becomes true; with the e-mail verified, also `onboardCompleted` and `enabled`.',
        errors: [ErrorCode.PHONE_CODE_WRONG, ErrorCode.PHONE_CODE_LOCKED],
      },
      async ({ identity, body }) => {
        await onboarding.validatePhone(identity.userId, body.smsSecurityCode);
        return {};
      },
    );
  };
