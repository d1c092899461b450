import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from 'shared-api';
import { MAX_CANCEL_REASON_LENGTH, MAX_RESCHEDULE_TEXT_LENGTH } from 'shared-contract';
import type { CaseDate, CaseDateInput } from 'shared-contract/schemas';
import { useT } from 'shared-i18n';
import { Button, FormError } from 'shared-ui';
import { Modal, TextAreaField } from 'shared-ui/dashboard';
import { CaseSection } from '../CaseSection';
import { Actions, AgendaList, Marker } from '../listStyles';
import { caseDatesTexts, getCaseDateCalendar } from '../calls/caseDates';
import { saveBlob } from '../saveBlob';
import { CaseDateForm } from './CaseDateForm';
import { dateKindWord, datePlace, dateWhen, isDatePast } from './caseDateWords';
import { registerCatalogueOfCases } from '../i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

export interface CaseDatesProps {
  caseId: string;
  dates: CaseDate[];
  /** The client: add to calendar and ask for another time. The firm: add, change, cancel. */
  reader: 'client' | 'firm';
  /** The firm may add a date (the case is open). */
  canAdd?: boolean;
  onAdd?: (body: CaseDateInput) => Promise<unknown>;
  onUpdate?: (dateId: string, body: CaseDateInput) => Promise<unknown>;
  onCancel?: (dateId: string, reason: string) => Promise<unknown>;
  onAskAnotherTime?: (dateId: string, text: string) => Promise<unknown>;
  now?: Date;
}

/** Fetches a date's calendar file with the session and saves it. */
async function addToCalendar(caseId: string, date: CaseDate) {
  try {
    const file = await getCaseDateCalendar(caseId, date.id);
    saveBlob(file.blob, file.fileName);
  } catch (failure) {
    toast.error(errorMessage(failure, caseDatesTexts.calendarFallback), {
      id: `case-date-ics-${date.id}`,
    });
  }
}

/**
 * A case's dates, soonest first: each hearing or meeting with its Kigali time and place; past
 * ones kept and marked, cancelled ones struck through with their reason. The client adds a
 * coming date to their calendar or asks for another time; the firm adds, changes and cancels.
 */
export function CaseDates({
  caseId,
  dates,
  reader,
  canAdd = false,
  onAdd,
  onUpdate,
  onCancel,
  onAskAnotherTime,
  now = new Date(),
}: CaseDatesProps) {
  const t = useT();
  const headingId = useId();
  const [form, setForm] = useState<{ editing: CaseDate | null } | null>(null);
  const [cancelling, setCancelling] = useState<CaseDate | null>(null);
  const [asking, setAsking] = useState<CaseDate | null>(null);

  const save = async (body: CaseDateInput) => {
    if (form?.editing) {
      await onUpdate?.(form.editing.id, body);
      toast.success(caseDatesTexts.dateSaved);
    } else {
      await onAdd?.(body);
      toast.success(caseDatesTexts.dateAdded);
    }
    setForm(null);
  };

  return (
    <CaseSection aria-labelledby={headingId}>
      <h3 id={headingId}>{t('cases.dates.title')}</h3>
      {dates.length === 0 ? <p>{t('cases.dates.none')}</p> : null}
      <AgendaList>
        {dates.map((date) => {
          const past = isDatePast(date, now);
          const cancelled = date.state === 'cancelled';
          const coming = !past && !cancelled;
          const place = datePlace(date);
          return (
            <li key={date.id} data-state={date.state} data-past={past || undefined}>
              <p>
                <strong>{dateKindWord(date.kind)}</strong>{' '}
                <time dateTime={date.startsAt}>{dateWhen(date.startsAt)}</time>
                {past && !cancelled ? <Marker>{t('cases.dates.past')}</Marker> : null}
              </p>
              {place ? <small>{place}</small> : null}
              {coming && date.mode === 'video' && date.videoLink ? (
                <a href={date.videoLink} target="_blank" rel="noopener noreferrer">
                  {t('cases.dates.videoLink')}
                </a>
              ) : null}
              {cancelled ? (
                <p>{t('cases.dates.cancelledWith', { reason: date.cancelReason ?? '' })}</p>
              ) : null}
              {coming ? (
                <Actions>
                  <Button variant="secondary" onClick={() => void addToCalendar(caseId, date)}>
                    {t('cases.dates.addToCalendar')}
                  </Button>
                  {reader === 'client' && onAskAnotherTime ? (
                    <Button variant="secondary" onClick={() => setAsking(date)}>
                      {t('cases.dates.askAnother')}
                    </Button>
                  ) : null}
                  {reader === 'firm' && date.canEdit && onUpdate ? (
                    <Button variant="secondary" onClick={() => setForm({ editing: date })}>
                      {t('cases.dates.edit')}
                    </Button>
                  ) : null}
                  {reader === 'firm' && date.canEdit && onCancel ? (
                    <Button variant="danger" onClick={() => setCancelling(date)}>
                      {t('cases.dates.cancel')}
                    </Button>
                  ) : null}
                </Actions>
              ) : null}
            </li>
          );
        })}
      </AgendaList>
      {reader === 'firm' && canAdd && onAdd ? (
        <Actions>
          <Button onClick={() => setForm({ editing: null })}>{t('cases.dates.add')}</Button>
        </Actions>
      ) : null}
      <CaseDateForm
        open={form !== null}
        editing={form?.editing ?? null}
        onSave={save}
        onClose={() => setForm(null)}
      />
      <TextDialog
        open={cancelling !== null}
        title={t('cases.dates.cancel')}
        label={t('cases.dates.reason')}
        required={t('cases.dates.reasonRequired')}
        max={MAX_CANCEL_REASON_LENGTH}
        sendLabel={t('cases.dates.cancel')}
        sendingLabel={t('cases.dates.cancelling')}
        danger
        fallback={caseDatesTexts.cancelDateFallback}
        onSend={async (reason) => {
          await onCancel?.(cancelling!.id, reason);
          toast.success(caseDatesTexts.dateCancelled);
          setCancelling(null);
        }}
        onClose={() => setCancelling(null)}
      />
      <TextDialog
        open={asking !== null}
        title={t('cases.dates.askAnother')}
        label={t('cases.dates.askLabel')}
        required={t('cases.dates.askRequired')}
        max={MAX_RESCHEDULE_TEXT_LENGTH}
        sendLabel={t('cases.dates.send')}
        sendingLabel={t('cases.dates.sending')}
        fallback={caseDatesTexts.rescheduleFallback}
        onSend={async (text) => {
          await onAskAnotherTime?.(asking!.id, text);
          toast.success(caseDatesTexts.rescheduleSent);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </CaseSection>
  );
}

interface TextDialogProps {
  open: boolean;
  title: string;
  label: string;
  required: string;
  max: number;
  sendLabel: string;
  sendingLabel: string;
  danger?: boolean;
  fallback: string;
  onSend: (text: string) => Promise<void>;
  onClose: () => void;
}

/** A small dialog that asks for one text (a reason, a request) and sends it. */
function TextDialog({ open, title, onClose, ...rest }: TextDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} maxWidth="440px">
      {open ? <TextForm {...rest} /> : null}
    </Modal>
  );
}

function TextForm({
  label,
  required,
  max,
  sendLabel,
  sendingLabel,
  danger,
  fallback,
  onSend,
}: Omit<TextDialogProps, 'open' | 'title' | 'onClose'>) {
  const t = useT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (text.trim() === '') {
      setProblem(required);
      return;
    }
    if (text.length > max) {
      setProblem(t('cases.dates.tooLong', { max }));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onSend(text.trim());
    } catch (error) {
      setFailure(errorMessage(error, fallback));
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label={label}
        value={text}
        rows={4}
        maxLength={max}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        error={problem ?? undefined}
        required
      />
      {failure ? <FormError role="alert">{failure}</FormError> : null}
      <Button
        type="submit"
        variant={danger ? 'danger' : 'primary'}
        loading={sending}
        loadingLabel={sendingLabel}
      >
        {sendLabel}
      </Button>
    </form>
  );
}
