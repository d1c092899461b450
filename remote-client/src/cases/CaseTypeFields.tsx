import type { ReactNode } from 'react';
import { CASE_TYPES, subtypesFor } from 'shared-api';
import { SelectField } from 'shared-ui';

export interface CaseTypeValues {
  caseType: string;
  caseSubtype: string;
}

/** Keeps a stored value selectable even if the taxonomy no longer lists it. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

/** Case type, then the subtypes of that type (spec §3); a new type clears the subtype. */
export function CaseTypeFields({
  value,
  onChange,
  errors,
}: {
  value: CaseTypeValues;
  onChange: (next: CaseTypeValues) => void;
  errors?: Partial<Record<keyof CaseTypeValues, ReactNode>>;
}) {
  return (
    <>
      <SelectField
        label="Case Type"
        placeholder="Select case type"
        options={withCurrent(CASE_TYPES, value.caseType)}
        value={value.caseType}
        onChange={(event) => onChange({ caseType: event.target.value, caseSubtype: '' })}
        error={errors?.caseType}
      />
      <SelectField
        label="Case SubType"
        placeholder={value.caseType ? 'Select case subtype' : 'Select a case type first'}
        options={withCurrent(subtypesFor(value.caseType), value.caseSubtype)}
        value={value.caseSubtype}
        onChange={(event) => onChange({ ...value, caseSubtype: event.target.value })}
        error={errors?.caseSubtype}
      />
    </>
  );
}
