import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, fieldOfApiError, type UploadOptions } from 'shared-api';
import { dueDateProblem, MAX_DOCUMENT_REQUEST_NAME_LENGTH } from 'shared-contract';
import type { DocumentRequest } from 'shared-contract/schemas';
import { useT } from 'shared-i18n';
import { Button, FormError, TextField } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dashboard';
import { CaseSection } from '../CaseSection';
import { caseDatesTexts } from '../calls/caseDatesTexts';
import { CaseFileForm } from '../upload/CaseFileForm';
import { Actions, AgendaList, Marker } from '../listStyles';
import { caseDateProblemText, kigaliDayText } from './caseDateWords';
import { registerCatalogueOfCases } from '../i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

const STATE_KEYS = {
  open: 'cases.requests.state.open',
  done: 'cases.requests.state.done',
  cancelled: 'cases.requests.state.cancelled',
} as const;

export interface DocumentRequestsProps {
  requests: DocumentRequest[];
  reader: 'client' | 'firm';
  /** The case is open: the client can send files, the firm can ask. */
  open: boolean;
  onAsk?: (body: { name: string; dueDate?: string | null }) => Promise<unknown>;
  onWithdraw?: (request: DocumentRequest) => Promise<unknown>;
  onUpload?: (request: DocumentRequest, file: File, options: UploadOptions) => Promise<unknown>;
}

/**
 * The documents the lawyer asked for on a case: open ones first, each with its due day (marked
 * when late). The client sends a file against an open request (the case documents' rules, with
 * progress and a cancel that asks first); the firm asks for a document and withdraws a request.
 */
export function DocumentRequests({
  requests,
  reader,
  open,
  onAsk,
  onWithdraw,
  onUpload,
}: DocumentRequestsProps) {
  const t = useT();
  const headingId = useId();
  const [withdrawing, setWithdrawing] = useState<DocumentRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const withdraw = async () => {
    if (!withdrawing) return;
    setBusy(true);
    try {
      await onWithdraw?.(withdrawing);
      toast.success(caseDatesTexts.withdrawn);
    } catch (failure) {
      toast.error(errorMessage(failure, caseDatesTexts.cancelRequestFallback));
    } finally {
      setBusy(false);
      setWithdrawing(null);
    }
  };

  return (
    <CaseSection aria-labelledby={headingId}>
      <h3 id={headingId}>{t('cases.requests.title')}</h3>
      {requests.length === 0 ? <p>{t('cases.requests.none')}</p> : null}
      <AgendaList>
        {requests.map((item) => (
          <li key={item.id} data-state={item.state} data-late={item.late || undefined}>
            <p>
              <strong>{item.name}</strong>
              <Marker>{t(STATE_KEYS[item.state])}</Marker>
              {item.late && item.state === 'open' ? (
                <Marker $late>{t('cases.requests.late')}</Marker>
              ) : null}
            </p>
            {item.dueDate ? (
              <small>{t('cases.requests.due', { date: kigaliDayText(item.dueDate) })}</small>
            ) : null}
            {item.state === 'open' && open && reader === 'client' && onUpload ? (
              <RequestUpload request={item} onUpload={onUpload} />
            ) : null}
            {item.state === 'open' && reader === 'firm' && onWithdraw ? (
              <Actions>
                <Button
                  variant="secondary"
                  onClick={() => setWithdrawing(item)}
                  aria-label={t('cases.requests.withdrawLabel', { name: item.name })}
                >
                  {t('cases.requests.withdraw')}
                </Button>
              </Actions>
            ) : null}
          </li>
        ))}
      </AgendaList>
      {reader === 'firm' && open && onAsk ? <AskForm onAsk={onAsk} /> : null}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('cases.requests.withdrawTitle')}
        message={withdrawing ? t('cases.requests.withdrawText', { name: withdrawing.name }) : ''}
        confirmLabel={t('cases.requests.withdrawYes')}
        cancelLabel={t('cases.requests.withdrawNo')}
        busy={busy}
        busyLabel={t('cases.requests.withdrawing')}
        onConfirm={() => void withdraw()}
        onCancel={() => setWithdrawing(null)}
      />
    </CaseSection>
  );
}

/** The client's file for one request: the case documents' types and size limit. */
function RequestUpload({
  request,
  onUpload,
}: {
  request: DocumentRequest;
  onUpload: NonNullable<DocumentRequestsProps['onUpload']>;
}) {
  const t = useT();
  return (
    <CaseFileForm
      label={t('cases.requests.fileLabel', { name: request.name })}
      submitLabel={t('cases.requests.send')}
      sendingLabel={t('cases.requests.sending')}
      send={(file, options) => onUpload(request, file, options)}
      doneText={caseDatesTexts.sent}
      failureFallback={caseDatesTexts.uploadFallback}
    />
  );
}

/** The firm asks for a document by name, with an optional due day (Kigali). */
function AskForm({ onAsk }: { onAsk: NonNullable<DocumentRequestsProps['onAsk']> }) {
  const t = useT();
  const [name, setName] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ field: string | null; text: string } | null>(null);
  const nameProblem =
    name.trim() === ''
      ? caseDateProblemText({ code: 'documentRequest.nameRequired', message: '' })
      : null;
  const due = dueDateProblem(dueDate);
  const dueProblem = due ? caseDateProblemText(due) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameProblem || dueProblem || saving) return;
    setSaving(true);
    try {
      await onAsk({ name: name.trim(), dueDate: dueDate || null });
      toast.success(caseDatesTexts.asked);
      setName('');
      setDueDate('');
      setTried(false);
    } catch (failure) {
      setRefusal({
        field: fieldOfApiError(failure),
        text: errorMessage(failure, caseDatesTexts.askFallback),
      });
    } finally {
      setSaving(false);
    }
  };
  const fieldError = (field: 'name' | 'dueDate', own: string | null) =>
    (refusal?.field === field ? refusal.text : null) ?? (tried ? own : null) ?? undefined;
  const general =
    refusal && refusal.field !== 'name' && refusal.field !== 'dueDate' ? refusal.text : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('cases.requests.name')}
        hint={t('cases.requests.nameHint')}
        value={name}
        maxLength={MAX_DOCUMENT_REQUEST_NAME_LENGTH}
        onChange={(event) => {
          setName(event.target.value);
          setRefusal(null);
        }}
        error={fieldError('name', nameProblem)}
        required
      />
      <TextField
        type="date"
        label={t('cases.requests.dueDate')}
        value={dueDate}
        onChange={(event) => {
          setDueDate(event.target.value);
          setRefusal(null);
        }}
        error={fieldError('dueDate', dueProblem)}
      />
      {general ? <FormError role="alert">{general}</FormError> : null}
      <Button type="submit" loading={saving} loadingLabel={t('cases.requests.asking')}>
        {t('cases.requests.ask')}
      </Button>
    </form>
  );
}
