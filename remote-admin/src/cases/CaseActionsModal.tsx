import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  assignCase,
  CASE_STATUSES,
  DONE_FLAGS,
  markCaseDone,
  setCaseStatus,
  type Case,
} from 'shared-api';
import { useQuery, userQueries } from 'shared-api/queries';
import { Button, SelectField, toast } from 'shared-ui';
import { Modal, useCaseWords } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';

/** Spec §4/§9: after an admin action the list is refetched and the modal closed about 5 s later. */
export const ADMIN_ACTION_CLOSE_MS = 5000;

export const ACTIONS_REQUIRED_ERROR =
  'Case actions: the done flag, the status and the assignee are all required.';

const Subject = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: break-word;
`;

export interface CaseActionsModalProps {
  item: Case;
  onClose: () => void;
  /** The changed values are saved (each answered with a toast): the page refetches and closes later. */
  onSettled: () => void;
}

/** The modal's first value of a select: the case's own, when it is one of the choices. */
const initial = (value: string | null, choices: readonly string[]) =>
  value !== null && choices.includes(value) ? value : '';

/**
 * The Actions modal of spec §2: done/archived flag, status and lawyer, starting from the case's
 * values. All three are required (spec §5: otherwise nothing is sent and only a console error is
 * logged); only what changed is sent, each call's answer a toast. Nothing changed: it just closes.
 */
export function CaseActionsModal({ item, onClose, onSettled }: CaseActionsModalProps) {
  const t = useT();
  const words = useCaseWords();
  const [flag, setFlag] = useState(() => initial(item.markAsDoneArchived, DONE_FLAGS));
  const [status, setStatus] = useState(() => initial(item.status, CASE_STATUSES));
  const [assignee, setAssignee] = useState(item.assignedTo ?? '');
  const [saving, setSaving] = useState(false);
  // Spec §8: a failure to load the lawyer list is silently ignored (the select stays empty).
  const lawyers = (useQuery(userQueries.lawyers()).data ?? []).map((lawyer) => lawyer.email);
  // A case keeps showing its lawyer even if that account is no longer a lawyer.
  const lawyerChoices =
    item.assignedTo && !lawyers.includes(item.assignedTo) ? [item.assignedTo, ...lawyers] : lawyers;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!flag || !status || !assignee) {
      console.error(ACTIONS_REQUIRED_ERROR);
      return;
    }
    const calls = [
      flag !== item.markAsDoneArchived ? () => markCaseDone(item.id, flag) : null,
      status !== item.status ? () => setCaseStatus(item.id, status) : null,
      assignee !== item.assignedTo ? () => assignCase(item.id, assignee) : null,
    ].filter((call) => call !== null);
    if (calls.length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      for (const call of calls) toast.success(await call());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
    onSettled();
  };

  return (
    <Modal open onClose={onClose} title={t('admin.actions.title')}>
      <Subject>
        {t('admin.actions.subject', {
          reference: item.reference,
          owner: item.caseOwner,
          caseType: words.caseType(item.caseType),
        })}
      </Subject>
      <form onSubmit={save} noValidate>
        <SelectField
          label={t('admin.actions.flag')}
          placeholder={t('admin.actions.flagPlaceholder')}
          options={DONE_FLAGS.map((value) => ({ value, label: words.flag(value) }))}
          value={flag}
          onChange={(event) => setFlag(event.target.value)}
        />
        <SelectField
          label={t('admin.actions.status')}
          placeholder={t('admin.actions.statusPlaceholder')}
          options={CASE_STATUSES.map((value) => ({ value, label: words.status(value) }))}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
        <SelectField
          label={t('admin.actions.assignTo')}
          placeholder={t('admin.actions.lawyerPlaceholder')}
          options={lawyerChoices}
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
        />
        <Button type="submit" loading={saving} loadingLabel={t('admin.actions.saving')} fullWidth>
          {t('admin.actions.save')}
        </Button>
      </form>
    </Modal>
  );
}
