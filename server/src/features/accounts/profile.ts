import type { Static } from 'typebox';
import { REGISTER_REQUIRED_FIELDS, contactProblem } from 'shared-contract';
import type { ProfileBody } from 'shared-contract/schemas';
import { badRequest, ruleRefusal } from '../../lib/apiError';
import { RWANDA_PLACES } from '../../lib/rwandaPlaces';
import { smsNumber } from '../../sms/phoneNumber';
import type { ProfileChanges } from './accountQueries';

/** The only fields PUT /users/{userId} changes: never e-mail, role or password. */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'idNo',
  'phoneNumber',
  'district',
  'sector',
  'cell',
] as const;

type StoredPlace = { district: string; sector: string; cell: string } | undefined;

/**
 * A profile change, trimmed and checked by the rules of register; a partial change of place is
 * judged with the stored rest (read only then). 400 with the first problem.
 */
export async function checkProfileChanges(
  body: Static<typeof ProfileBody>,
  storedPlace: () => Promise<StoredPlace>,
): Promise<ProfileChanges> {
  const changes: ProfileChanges = {};
  for (const field of PROFILE_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    const required = REGISTER_REQUIRED_FIELDS.find((entry) => entry.field === field);
    if (required && value.trim() === '') throw ruleRefusal(required);
    changes[field] = value.trim();
  }
  if (changes.phoneNumber !== undefined) {
    // A number that cannot receive SMS is refused as such, before the shape rule words it.
    const phone = smsNumber(changes.phoneNumber);
    if (phone === 'notMobile') throw badRequest('phone.notMobile', { field: 'phoneNumber' });
    if (typeof phone === 'object') changes.phoneNumber = phone.e164;
  }
  // The schema allows only en, rw and fr (anything else is a 400 before this runs).
  if (body.locale !== undefined) changes.locale = body.locale;
  if (body.preferredContact !== undefined) changes.preferredContact = body.preferredContact;
  const placeChanged = 'district' in changes || 'sector' in changes || 'cell' in changes;
  const stored = placeChanged ? await storedPlace() : null;
  const contact = contactProblem(
    {
      idNo: changes.idNo,
      phoneNumber: changes.phoneNumber,
      district: changes.district ?? stored?.district,
      sector: changes.sector ?? stored?.sector,
      cell: changes.cell ?? stored?.cell,
    },
    placeChanged ? RWANDA_PLACES : null,
  );
  if (contact) throw ruleRefusal(contact);
  return changes;
}
