import { useState, type FormEvent } from 'react';
import { CASE_TYPES, subtypesOf } from 'shared-contract';
import { errorMessage, type Case } from 'shared-api';
import { caseTexts, updateCase, useCaseWords } from 'shared-cases';
import { Button, SelectField, toast } from 'shared-ui';
import { Modal, TextAreaField } from 'shared-ui/dashboard';
import { t as translate, useT } from 'shared-i18n';

export interface EditCaseModalProps {
  item: Case;
  onClose: () => void;
  /** Saved: the page refetches. */
  onSaved: () => void;
}

/** The admin's edit of a case's type, subtype and summary (PUT /cases/{id}; the same toasts as
 * the client's update). */
export function EditCaseModal({ item, onClose, onSaved }: EditCaseModalProps) {
  const t = useT();
  const words = useCaseWords();
  const [caseType, setCaseType] = useState(item.caseType);
  const [caseSubtype, setCaseSubtype] = useState(item.caseSubtype);
  const [summary, setSummary] = useState(item.summary);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await updateCase(item.id, { caseType, caseSubtype, summary });
      toast.success(caseTexts.updated);
      onSaved();
    } catch (error) {
      toast.error(
        translate('admin.edit.error', {
          message: errorMessage(error, caseTexts.updateFallback),
        }),
      );
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('admin.edit.title', { reference: item.reference })}
      maxWidth="640px"
    >
      <form onSubmit={save} noValidate>
        <SelectField
          label={t('admin.edit.caseType')}
          options={CASE_TYPES.map((value) => ({ value, label: words.caseType(value) }))}
          value={caseType}
          onChange={(event) => {
            setCaseType(event.target.value);
            setCaseSubtype('');
          }}
        />
        <SelectField
          label={t('admin.edit.caseSubtype')}
          placeholder={t('admin.edit.subtypePlaceholder')}
          options={subtypesOf(caseType).map((value) => ({
            value,
            label: words.caseSubtype(value),
          }))}
          value={caseSubtype}
          onChange={(event) => setCaseSubtype(event.target.value)}
        />
        <TextAreaField
          label={t('admin.edit.summary')}
          rows={6}
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
        />
        <Button type="submit" loading={saving} loadingLabel={t('admin.edit.saving')} fullWidth>
          {t('admin.edit.save')}
        </Button>
      </form>
    </Modal>
  );
}
