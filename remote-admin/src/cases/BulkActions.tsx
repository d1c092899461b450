import { useState } from 'react';
import styled from 'styled-components';
import { CASE_STATUSES, DONE_FLAGS } from 'shared-contract';
import { errorMessage } from 'shared-api';
import { bulkUpdateCases, caseBulkTexts, type CaseBulkFields, useCaseWords } from 'shared-cases';
import { Button, SelectField, toast } from 'shared-ui';
import { useT } from 'shared-i18n';
import type { LawyerChoice } from './CaseFilters';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)} 0`};
  margin-bottom: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Count = styled.p`
  grid-column: 1 / -1;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: 700;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export interface BulkActionsProps {
  ids: readonly string[];
  lawyers: readonly LawyerChoice[];
  /** Done (or failed): the page clears the selection and refetches. */
  onDone: () => void;
  onClear: () => void;
}

/**
 * The selected cases' one change (a lawyer, a status, the flag) in one request, all or nothing,
 * answered by one summary toast.
 */
export function BulkActions({ ids, lawyers, onDone, onClear }: BulkActionsProps) {
  const t = useT();
  const words = useCaseWords();
  const [lawyer, setLawyer] = useState('');
  const [status, setStatus] = useState('');
  const [flag, setFlag] = useState('');
  const [saving, setSaving] = useState(false);
  const fields: CaseBulkFields = {
    ...(lawyer ? { assignedTo: lawyer } : {}),
    ...(status ? { status: status as CaseBulkFields['status'] } : {}),
    ...(flag ? { markAsDoneArchived: flag as CaseBulkFields['markAsDoneArchived'] } : {}),
  };
  const chosen = Object.keys(fields).length > 0;

  const apply = async () => {
    if (!chosen || saving) return;
    setSaving(true);
    try {
      toast.success(await bulkUpdateCases(ids, fields));
    } catch (error) {
      toast.error(errorMessage(error, caseBulkTexts.fallback));
    }
    setSaving(false);
    setLawyer('');
    setStatus('');
    setFlag('');
    onDone();
  };

  return (
    <Bar role="group" aria-label={t('admin.bulk.region')}>
      <Count aria-live="polite">{t('admin.bulk.count', { count: ids.length })}</Count>
      <SelectField
        label={t('admin.bulk.assign')}
        placeholder={t('admin.bulk.keepLawyer')}
        options={lawyers.map((choice) => ({ value: choice.email, label: choice.name }))}
        value={lawyer}
        onChange={(event) => setLawyer(event.target.value)}
      />
      <SelectField
        label={t('admin.bulk.status')}
        placeholder={t('admin.bulk.keepStatus')}
        options={CASE_STATUSES.map((value) => ({ value, label: words.status(value) }))}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      />
      <SelectField
        label={t('admin.bulk.flag')}
        placeholder={t('admin.bulk.keepFlag')}
        options={DONE_FLAGS.map((value) => ({ value, label: words.flag(value) }))}
        value={flag}
        onChange={(event) => setFlag(event.target.value)}
      />
      <Buttons>
        <Button
          onClick={() => void apply()}
          disabled={!chosen}
          loading={saving}
          loadingLabel={t('admin.bulk.applying')}
        >
          {t('admin.bulk.apply')}
        </Button>
        <Button variant="secondary" onClick={onClear} disabled={saving}>
          {t('admin.bulk.clear')}
        </Button>
      </Buttons>
    </Bar>
  );
}
