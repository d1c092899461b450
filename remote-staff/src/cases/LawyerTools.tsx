import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, type Case } from 'shared-api';
import { CASE_STATUSES, MAX_NOTE_LENGTH, sameCaseStatus } from 'shared-contract';
import {
  caseLifeTexts,
  caseTexts,
  useCaseClient,
  useCaseNotes,
  useCaseStatus,
  CaseSection,
  formatEventTime,
  useCaseWords,
} from 'shared-cases';
import { Button, FormError, SelectField, toast } from 'shared-ui';
import { ErrorState, FactList, LoadingState, TextAreaField } from 'shared-ui/dashboard';
import { getLocale, useT, type Translate } from 'shared-i18n';

const Section = styled(CaseSection)`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Notes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    white-space: pre-wrap;
    overflow-wrap: break-word;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** How the firm reaches the client: name, e-mail, phone and the way they prefer. */
function ClientContact({ caseId }: { caseId: string }) {
  const t = useT();
  const headingId = useId();
  const client = useCaseClient(caseId);
  let body;
  if (client.data)
    body = (
      <FactList>
        <dt>{t('staff.contact.name')}</dt>
        <dd>{client.data.name}</dd>
        <dt>{t('staff.contact.email')}</dt>
        <dd>{client.data.email}</dd>
        <dt>{t('staff.contact.phone')}</dt>
        <dd>{client.data.phoneNumber}</dd>
        <dt>{t('staff.contact.preferred')}</dt>
        <dd>{contactWay(t, client.data.preferredContact)}</dd>
      </FactList>
    );
  else if (client.error) body = <ErrorState message={client.error} onRetry={client.refetch} />;
  else body = <LoadingState label={t('staff.contact.loading')} />;
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('staff.contact.heading')}</h3>
      {body}
    </Section>
  );
}

/** How the client prefers to be reached: the known ways in the page's language (English as
 * stored), any other as stored. */
function contactWay(t: Translate, way: string): string {
  if (getLocale() === 'en') return way;
  return t('staff.contact.way', {
    way: way === 'email' || way === 'phone' ? way : 'other',
    raw: way,
  });
}

/** The assigned lawyer sets the status (the admin's three values); the list and timeline follow. */
function StatusChange({ item }: { item: Case }) {
  const t = useT();
  const words = useCaseWords();
  const headingId = useId();
  const status = useCaseStatus(item._id);
  // The case's own status, whatever its letter case (a new case's `pending` is Pending).
  const [value, setValue] = useState<string>(
    () => CASE_STATUSES.find((each) => sameCaseStatus(each, item.status)) ?? '',
  );
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!value || status.saving) return;
    try {
      toast.success(await status.set(value));
    } catch (failure) {
      toast.error(errorMessage(failure, caseTexts.updateFallback));
    }
  };
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('staff.statusChange.heading')}</h3>
      <form onSubmit={save} noValidate>
        <SelectField
          label={t('staff.statusChange.label')}
          placeholder={t('staff.statusChange.placeholder')}
          options={CASE_STATUSES.map((each) => ({ value: each, label: words.status(each) }))}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button
          type="submit"
          loading={status.saving}
          loadingLabel={t('staff.statusChange.saving')}
          disabled={!value}
        >
          {t('staff.statusChange.save')}
        </Button>
      </form>
    </Section>
  );
}

/** The firm's private notes: newest first, never shown to the client. */
function PrivateNotes({ caseId }: { caseId: string }) {
  const t = useT();
  const headingId = useId();
  const notes = useCaseNotes(caseId);
  const [text, setText] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || notes.saving) return;
    try {
      await notes.add(text.trim());
      setText('');
      toast.success(caseLifeTexts.noteAdded);
    } catch {
      // the mutation holds the error, shown under the field
    }
  };
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('staff.notes.heading')}</h3>
      <p>{t('staff.notes.lead')}</p>
      {notes.error ? <ErrorState message={notes.error} onRetry={notes.refetch} /> : null}
      <Notes>
        {notes.notes.map((note) => (
          <li key={note.id}>
            {note.text}
            <small>
              {note.author.name},{' '}
              <time dateTime={note.createdAt}>{formatEventTime(note.createdAt)}</time>
            </small>
          </li>
        ))}
      </Notes>
      <form onSubmit={add} noValidate>
        <TextAreaField
          label={t('staff.notes.label')}
          value={text}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
        {notes.saveError ? <FormError role="alert">{notes.saveError}</FormError> : null}
        <Button
          type="submit"
          loading={notes.saving}
          loadingLabel={t('staff.notes.saving')}
          disabled={!text.trim()}
        >
          {t('staff.notes.add')}
        </Button>
      </form>
    </Section>
  );
}

/** What the assigned lawyer works with on a case: the client's contact, the status, private notes. */
export function LawyerTools({ item }: { item: Case }) {
  return (
    <>
      <ClientContact caseId={item._id} />
      <StatusChange item={item} />
      <PrivateNotes caseId={item._id} />
    </>
  );
}
