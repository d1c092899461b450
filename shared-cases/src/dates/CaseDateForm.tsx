import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, fieldOfApiError } from 'shared-api';
import {
  caseDateProblems,
  COURTS,
  MAX_VIDEO_LINK_LENGTH,
  MEETING_MODES,
  type CaseDateField,
  type Court,
} from 'shared-contract';
import type { CaseDate, CaseDateInput } from 'shared-contract/schemas';
import { useT } from 'shared-i18n';
import { Button, FormError, SelectField, TextField } from 'shared-ui';
import { Modal } from 'shared-ui/dashboard';
import { caseDatesTexts } from '../calls/caseDatesTexts';
import { caseDateProblemText, courtWord, meetingModeWord, roomWord } from './caseDateWords';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface CaseDateFormValues {
  kind: string;
  date: string;
  time: string;
  court: string;
  room: string;
  mode: string;
  videoLink: string;
}

function valuesOf(date: CaseDate | null): CaseDateFormValues {
  return {
    kind: date?.kind ?? '',
    date: date?.date ?? '',
    time: date?.time ?? '',
    court: date?.court ?? '',
    room: date?.room ?? '',
    mode: date?.mode ?? '',
    videoLink: date?.videoLink ?? '',
  };
}

/** The body the API takes: a hearing's court and room, or a meeting's way (and its link). */
export function caseDateBody(values: CaseDateFormValues): CaseDateInput {
  const body: CaseDateInput = {
    kind: values.kind as CaseDateInput['kind'],
    date: values.date,
    time: values.time,
  };
  if (values.kind === 'hearing') return { ...body, court: values.court, room: values.room };
  const mode = values.mode as NonNullable<CaseDateInput['mode']>;
  return mode === 'video'
    ? { ...body, mode, videoLink: values.videoLink.trim() }
    : { ...body, mode };
}

export interface CaseDateFormProps {
  open: boolean;
  /** The date being changed, or null to add one. */
  editing: CaseDate | null;
  onSave: (body: CaseDateInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds or changes a hearing (court, then one of its rooms) or a meeting (at the office, by phone
 * or by video with its https link), at a date and time in Kigali. The contract's rules are
 * checked before sending and shown beside their fields; a server refusal that names a field is
 * shown there too.
 */
export function CaseDateForm({ open, editing, onSave, onClose }: CaseDateFormProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(editing ? 'cases.dates.editTitle' : 'cases.dates.add')}
      maxWidth="520px"
    >
      {open ? <DateFields key={editing?.id ?? 'new'} editing={editing} onSave={onSave} /> : null}
    </Modal>
  );
}

function DateFields({
  editing,
  onSave,
}: {
  editing: CaseDate | null;
  onSave: (body: CaseDateInput) => Promise<unknown>;
}) {
  const t = useT();
  const [values, setValues] = useState<CaseDateFormValues>(() => valuesOf(editing));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ field: string | null; text: string } | null>(null);
  const problems = caseDateProblems(values);
  const shown = (field: CaseDateField): string | undefined => {
    if (refusal?.field === field) return refusal.text;
    if (!tried) return undefined;
    const problem = problems.find((p) => p.field === field);
    return problem ? caseDateProblemText(problem) : undefined;
  };
  const set = (change: Partial<CaseDateFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setRefusal(null);
  };
  const rooms = Object.hasOwn(COURTS, values.court) ? COURTS[values.court as Court] : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0 || saving) return;
    setSaving(true);
    try {
      await onSave(caseDateBody(values));
    } catch (failure) {
      setRefusal({
        field: fieldOfApiError(failure),
        text: errorMessage(failure, caseDatesTexts.saveDateFallback),
      });
    } finally {
      setSaving(false);
    }
  };
  const fieldNames: readonly string[] = [
    'kind',
    'date',
    'time',
    'court',
    'room',
    'mode',
    'videoLink',
  ];
  const general = refusal && !fieldNames.includes(refusal.field ?? '') ? refusal.text : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <SelectField
        label={t('cases.dates.form.kind')}
        placeholder={t('cases.dates.form.choose')}
        options={[
          { value: 'hearing', label: t('cases.dates.kind.hearing') },
          { value: 'meeting', label: t('cases.dates.kind.meeting') },
        ]}
        value={values.kind}
        onChange={(event) => set({ kind: event.target.value })}
        error={shown('kind')}
        required
      />
      <Row>
        <TextField
          type="date"
          label={t('cases.dates.form.date')}
          value={values.date}
          onChange={(event) => set({ date: event.target.value })}
          error={shown('date')}
          required
        />
        <TextField
          type="time"
          label={t('cases.dates.form.time')}
          value={values.time}
          onChange={(event) => set({ time: event.target.value })}
          error={shown('time')}
          required
        />
      </Row>
      {values.kind === 'hearing' ? (
        <>
          <SelectField
            label={t('cases.dates.form.court')}
            placeholder={t('cases.dates.form.choose')}
            options={Object.keys(COURTS).map((court) => ({
              value: court,
              label: courtWord(court),
            }))}
            value={values.court}
            onChange={(event) => set({ court: event.target.value, room: '' })}
            error={shown('court')}
            required
          />
          <SelectField
            label={t('cases.dates.form.room')}
            placeholder={t('cases.dates.form.choose')}
            options={rooms.map((room) => ({ value: room, label: roomWord(room) }))}
            value={values.room}
            onChange={(event) => set({ room: event.target.value })}
            error={shown('room')}
            disabled={rooms.length === 0}
            required
          />
        </>
      ) : null}
      {values.kind === 'meeting' ? (
        <SelectField
          label={t('cases.dates.form.mode')}
          placeholder={t('cases.dates.form.choose')}
          options={MEETING_MODES.map((mode) => ({ value: mode, label: meetingModeWord(mode) }))}
          value={values.mode}
          onChange={(event) => set({ mode: event.target.value })}
          error={shown('mode')}
          required
        />
      ) : null}
      {values.kind === 'meeting' && values.mode === 'video' ? (
        <TextField
          type="url"
          inputMode="url"
          label={t('cases.dates.form.videoLink')}
          value={values.videoLink}
          maxLength={MAX_VIDEO_LINK_LENGTH}
          onChange={(event) => set({ videoLink: event.target.value })}
          error={shown('videoLink')}
          required
        />
      ) : null}
      {general ? <FormError role="alert">{general}</FormError> : null}
      <Button type="submit" loading={saving} loadingLabel={t('cases.dates.form.saving')}>
        {t('cases.dates.form.save')}
      </Button>
    </form>
  );
}
