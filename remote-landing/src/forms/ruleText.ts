import type { FieldProblem } from 'shared-contract';
import { t } from 'shared-i18n';

/** Each rule a visitor's form checks, by its code, in the catalogue (en: the English original). */
const RULE_KEYS: Readonly<Partial<Record<FieldProblem['code'], string>>> = {
  'required.firstName': 'landing.rule.required.firstName',
  'required.email': 'landing.rule.required.email',
  'required.idNo': 'landing.rule.required.idNo',
  'required.phoneNumber': 'landing.rule.required.phoneNumber',
  'required.preferredContact': 'landing.rule.required.preferredContact',
  'required.district': 'landing.rule.required.district',
  'required.sector': 'landing.rule.required.sector',
  'required.cell': 'landing.rule.required.cell',
  'required.password': 'landing.rule.required.password',
  'password.mismatch': 'landing.rule.password.mismatch',
  'password.weakRegister': 'landing.rule.password.weakRegister',
  'password.weakReset': 'landing.rule.password.weakReset',
  'contact.phoneNumber': 'landing.rule.contact.phoneNumber',
  'contact.idNo': 'landing.rule.contact.idNo',
  'contact.district': 'landing.rule.contact.district',
  'contact.sector': 'landing.rule.contact.sector',
  'contact.cell': 'landing.rule.contact.cell',
  'token.missing': 'landing.rule.token.missing',
  'token.invalid': 'landing.rule.token.invalid',
};

/** A broken rule said in the page's language, by its code (a code it does not word keeps its text). */
export function ruleText(problem: Pick<FieldProblem, 'code' | 'message'>): string {
  const key = RULE_KEYS[problem.code];
  return key ? t(key) : problem.message;
}
