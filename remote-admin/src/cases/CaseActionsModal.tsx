import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type Case } from 'shared-api';
import { CASE_STATUSES, DONE_FLAGS, sameCaseStatus } from 'shared-contract';
import { assignCase, markCaseDone, setCaseStatus, useCaseWords } from 'shared-cases';
import { useQuery, userQueries } from 'shared-api/queries';
import { Button, FormError, SelectField, toast } from 'shared-ui';
import { Modal } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';

/** After an admin action the list is refetched and the modal closed about 5 s later. */
export const ADMIN_ACTION_CLOSE_MS = 5000;

const Subject = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: break-word;
`;

const Refusals = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

export interface CaseActionsModalProps {
  item: Case;
  onClose: () => void;
  /** Every change was saved (each answered with a toast): the page refetches and closes later. */
  onSettled: () => void;
  /** Some change was refused: the page refetches (what was saved shows), the modal stays open. */
  onRefused?: () => void;
}

/** The values the three selects edit. */
interface ActionValues {
  flag: string;
  status: string;
  assignee: string;
}

/** A select's value for a stored one: the choice it names (a status in any letter case), or none. */
function choiceOf(value: string | null, choices: readonly string[]): string {
  if (value === null) return '';
  return choices.find((choice) => sameCaseStatus(choice, value)) ?? '';
}

function valuesOf(item: Case): ActionValues {
  return {
    flag: choiceOf(item.markAsDoneArchived, DONE_FLAGS),
    status: choiceOf(item.status, CASE_STATUSES),
    assignee: item.assignedTo ?? '',
  };
}

type Change = { field: keyof ActionValues; send: () => Promise<string> };

/**
 * The Actions modal: done/archived flag, status and lawyer, starting from the case's own values.
 * Only what the admin changed is sent (one call per value, a select left on its placeholder is no
 * change); each success is a toast, each refusal a toast and a line in the dialog, which stays open
 * until every change is saved. Nothing changed: it just closes.
 */
export function CaseActionsModal({ item, onClose, onSettled, onRefused }: CaseActionsModalProps) {
  const t = useT();
  const words = useCaseWords();
  // What the case holds now: the values it opened with, moved on by each change saved here.
  const [saved, setSaved] = useState(() => valuesOf(item));
  const [values, setValues] = useState(saved);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  // A failure to load the lawyer list is silently ignored (the select stays empty).
  const lawyers = (useQuery(userQueries.lawyers()).data ?? []).map((lawyer) => lawyer.email);
  // A case keeps showing its lawyer even if that account is no longer a lawyer.
  const lawyerChoices =
    item.assignedTo && !lawyers.includes(item.assignedTo) ? [item.assignedTo, ...lawyers] : lawyers;

  const set = (field: keyof ActionValues) => (event: { target: { value: string } }) =>
    setValues((now) => ({ ...now, [field]: event.target.value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || done) return;
    const changed = (field: keyof ActionValues) =>
      values[field] !== '' && values[field] !== saved[field];
    const changes: Change[] = [];
    if (changed('flag'))
      changes.push({ field: 'flag', send: () => markCaseDone(item.id, values.flag) });
    if (changed('status'))
      changes.push({ field: 'status', send: () => setCaseStatus(item.id, values.status) });
    if (changed('assignee'))
      changes.push({ field: 'assignee', send: () => assignCase(item.id, values.assignee) });
    if (changes.length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    setRefusals([]);
    const refused: string[] = [];
    let now = saved;
    for (const change of changes) {
      try {
        toast.success(await change.send());
        now = { ...now, [change.field]: values[change.field] };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        toast.error(message);
        refused.push(message);
      }
    }
    setSaved(now);
    setSaving(false);
    if (refused.length > 0) {
      setRefusals(refused);
      onRefused?.();
      return;
    }
    setDone(true);
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
        {refusals.length > 0 ? (
          <FormError as="div" role="alert">
            {t('admin.actions.refused', { count: refusals.length })}
            <Refusals>
              {refusals.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </Refusals>
          </FormError>
        ) : null}
        <SelectField
          label={t('admin.actions.flag')}
          placeholder={t('admin.actions.flagPlaceholder')}
          options={DONE_FLAGS.map((value) => ({ value, label: words.flag(value) }))}
          value={values.flag}
          onChange={set('flag')}
        />
        <SelectField
          label={t('admin.actions.status')}
          placeholder={t('admin.actions.statusPlaceholder')}
          options={CASE_STATUSES.map((value) => ({ value, label: words.status(value) }))}
          value={values.status}
          onChange={set('status')}
        />
        <SelectField
          label={t('admin.actions.assignTo')}
          placeholder={t('admin.actions.lawyerPlaceholder')}
          options={lawyerChoices}
          value={values.assignee}
          onChange={set('assignee')}
        />
        <Button
          type="submit"
          loading={saving || done}
          loadingLabel={t('admin.actions.saving')}
          fullWidth
        >
          {t('admin.actions.save')}
        </Button>
      </form>
    </Modal>
  );
}
