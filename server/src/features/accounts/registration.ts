import type { Static } from 'typebox';
import { contactProblem, validateRegister } from 'shared-contract';
import type { Locale, RegisterBody } from 'shared-contract/schemas';
import { badRequest, ruleRefusal } from '../../lib/apiError';
import { hashPassword } from '../../lib/passwords';
import { RWANDA_PLACES } from '../../lib/rwandaPlaces';
import { smsNumber } from '../../sms/phoneNumber';
import type { AccountService } from './accountService';
import { EMAIL_PATTERN, isUniqueViolation, normalizeEmail } from './accounts';
import { registerAttemptMail, verificationMail, type MailMessage } from '../../mail/mailer';

/** A registration as received, trimmed and normalized (what the register answer echoes). */
export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  idNo: string;
  phoneNumber: string;
  preferredContact: 'email' | 'phone';
  district: string;
  sector: string;
  cell: string;
}

/**
 * The register form: the required fields in the form's order, then match, then strength, then the
 * contact details; 400 with the first problem.
 */
export function checkRegistration(body: Static<typeof RegisterBody>): Registration {
  const required = validateRegister(body);
  if (required) throw ruleRefusal(required);
  // A number that cannot receive SMS is refused as such, before the shape rule words it.
  const phone = smsNumber(body.phoneNumber ?? '');
  if (phone === 'notMobile') throw badRequest('phone.notMobile', { field: 'phoneNumber' });
  const problem = contactProblem(body, RWANDA_PLACES);
  if (problem) throw ruleRefusal(problem);
  const email = normalizeEmail(body.email);
  if (!EMAIL_PATTERN.test(email)) throw badRequest('email.invalid', { field: 'email' });
  const preferredContact = (body.preferredContact ?? '').trim().toLowerCase();
  if (preferredContact !== 'email' && preferredContact !== 'phone') {
    throw badRequest('preferredContact.invalid', { field: 'preferredContact' });
  }
  return {
    firstName: (body.firstName as string).trim(),
    lastName: body.lastName?.trim() ?? '',
    email,
    idNo: body.idNo?.trim() ?? '',
    // E.164 (+2507XXXXXXXX): the shape rule passed, so smsNumber found a mobile number.
    phoneNumber: typeof phone === 'object' ? phone.e164 : (body.phoneNumber?.trim() ?? ''),
    preferredContact,
    district: body.district?.trim() ?? '',
    sector: body.sector?.trim() ?? '',
    cell: body.cell?.trim() ?? '',
  };
}

/**
 * Registers a client and mails a verification link. The answer never tells whether the address
 * has an account: the caller answers the same either way and (hashing the password either way)
 * in about the same time; only the owner's mailbox learns of the attempt, when `mayMailOwner`.
 */
export async function registerClient(
  deps: {
    users: AccountService;
    appUrl: string;
    sendMail: (kind: string, message: MailMessage) => Promise<unknown>;
  },
  body: Static<typeof RegisterBody>,
  mayMailOwner: () => Promise<boolean>,
  /** The language of the new account's e-mails: the body's `locale`, else the request's. */
  locale: Locale,
): Promise<Registration> {
  const { users, appUrl, sendMail } = deps;
  const registration = checkRegistration(body);
  let owner = await users.findByEmail(registration.email);
  if (!owner) {
    try {
      const user = await users.create({
        ...registration,
        password: body.password as string,
        role: 'client',
        locale,
      });
      const token = await users.issueToken(user.id, 'verify');
      // A mail failure is logged, not fatal: the reset flow also verifies the address.
      await sendMail(
        'verify',
        verificationMail(
          user.email,
          user.firstName,
          `${appUrl}/verify?token=${token}`,
          user.locale,
        ),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      owner = await users.findByEmail(registration.email); // registered by a concurrent request
    }
  } else {
    await hashPassword(body.password as string);
  }
  if (owner && (await mayMailOwner())) {
    await sendMail(
      'register-attempt',
      registerAttemptMail(
        owner.email,
        owner.firstName,
        {
          login: `${appUrl}/login`,
          reset: `${appUrl}/forgot-password`,
        },
        owner.locale,
      ),
    );
  }
  return registration;
}
