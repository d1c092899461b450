import type { ReactNode } from 'react';
import { CASE_TYPES, subtypesFor } from 'shared-contract';
import { useT } from 'shared-i18n';
import { SelectField, type SelectOption } from 'shared-ui';
import { useCaseWords } from 'shared-cases';

export interface CaseTypeValues {
  caseType: string;
  caseSubtype: string;
}

/** Keeps a stored value selectable even if the taxonomy no longer lists it; each option is
 * labelled in the reader's language (shared-ui's case words), its value the stored name. */
function withCurrent(
  options: readonly string[],
  current: string,
  name: (value: string) => string,
): SelectOption[] {
  const values = current && !options.includes(current) ? [current, ...options] : [...options];
  return values.map((value) => ({ value, label: name(value) }));
}

/** Case type, then the subtypes of that type; a new type clears the subtype. */
export function CaseTypeFields({
  value,
  onChange,
  errors,
}: {
  value: CaseTypeValues;
  onChange: (next: CaseTypeValues) => void;
  errors?: Partial<Record<keyof CaseTypeValues, ReactNode>>;
}) {
  const t = useT();
  const words = useCaseWords();
  return (
    <>
      <SelectField
        label={t('client.caseType.label')}
        placeholder={t('client.caseType.placeholder')}
        options={withCurrent(CASE_TYPES, value.caseType, words.caseType)}
        value={value.caseType}
        onChange={(event) => onChange({ caseType: event.target.value, caseSubtype: '' })}
        error={errors?.caseType}
      />
      <SelectField
        label={t('client.caseSubtype.label')}
        placeholder={
          value.caseType
            ? t('client.caseSubtype.placeholder')
            : t('client.caseSubtype.chooseTypeFirst')
        }
        options={withCurrent(subtypesFor(value.caseType), value.caseSubtype, words.caseSubtype)}
        value={value.caseSubtype}
        onChange={(event) => onChange({ ...value, caseSubtype: event.target.value })}
        error={errors?.caseSubtype}
      />
    </>
  );
}
