/**
 * Phone numbers the firm can text: Rwandan mobile numbers, kept in E.164 (+2507XXXXXXXX), judged
 * by libphonenumber-js's full metadata (the number plan's mobile ranges, not only the shape the
 * forms check with shared-contract's isRwandanPhone).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * What a typed number is for SMS: a Rwandan number that can receive SMS, in E.164; `notMobile`
 * for a Rwandan number that cannot (a landline, or a 07… number outside the mobile ranges);
 * `other` for anything else (a foreign number, junk), which the form's shape rule refuses.
 */
export function smsNumber(raw: string): { e164: string } | 'notMobile' | 'other' {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'RW');
  if (!parsed || parsed.countryCallingCode !== '250') return 'other';
  const type = parsed.getType();
  if (parsed.isValid() && (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE'))
    return { e164: parsed.number };
  // A valid number of another type (a landline), or the mobile shape outside the mobile ranges.
  if (parsed.isValid() || /^7\d{8}$/.test(parsed.nationalNumber)) return 'notMobile';
  return 'other';
}
