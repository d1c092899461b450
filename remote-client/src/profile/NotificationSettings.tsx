import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, type NotificationPreference } from 'shared-api';
import { notificationTexts, useNotificationPreferences } from 'shared-account';
import { Button, toast } from 'shared-ui';
import { ErrorState, LoadingState } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';
import { ProfileSection } from './ProfileSection';

/** A profile section whose heading stands a little further from its checkboxes. */
const Settings = styled(ProfileSection)`
  h2 {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  fieldset {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
  }
  legend {
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
`;

type Choice = Pick<NotificationPreference, 'kind' | 'email' | 'inApp'>;

/** Each kind's label in the catalogue (shared-contract's NOTIFICATION_KIND_LABELS in English). */
const KIND_KEYS: Readonly<Partial<Record<string, string>>> = {
  case_received: 'client.notifications.kind.case_received',
  case_assigned: 'client.notifications.kind.case_assigned',
  case_status_changed: 'client.notifications.kind.case_status_changed',
  message_received: 'client.notifications.kind.message_received',
  case_assigned_to_you: 'client.notifications.kind.case_assigned_to_you',
  date_scheduled: 'client.notifications.kind.date_scheduled',
  date_changed: 'client.notifications.kind.date_changed',
  date_reminder: 'client.notifications.kind.date_reminder',
  document_requested: 'client.notifications.kind.document_requested',
  document_reminder: 'client.notifications.kind.document_reminder',
};

/** A kind's label in the reader's language; a kind the catalogue does not know shows the
 * server's label. */
function kindLabel(
  t: ReturnType<typeof useT>,
  { kind, label }: Pick<NotificationPreference, 'kind' | 'label'>,
): string {
  const key = Object.hasOwn(KIND_KEYS, kind) ? KIND_KEYS[kind] : undefined;
  return key ? t(key) : label;
}

/** The form over the stored choices; a save keeps what was ticked and toasts the result. */
function SettingsForm({
  stored,
  saving,
  save,
}: {
  stored: NotificationPreference[];
  saving: boolean;
  save: (choices: Choice[]) => Promise<unknown>;
}) {
  const t = useT();
  const [choices, setChoices] = useState<Choice[]>(() =>
    stored.map(({ kind, email, inApp }) => ({ kind, email, inApp })),
  );
  const set = (kind: string, change: Partial<Choice>) =>
    setChoices((current) => current.map((c) => (c.kind === kind ? { ...c, ...change } : c)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save(choices);
      toast.success(notificationTexts.preferencesSaved);
    } catch (failure) {
      toast.error(errorMessage(failure, notificationTexts.savePreferencesFallback));
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      {stored.map((preference) => {
        const choice = choices.find((c) => c.kind === preference.kind) ?? preference;
        return (
          <fieldset key={preference.kind}>
            <legend>{kindLabel(t, preference)}</legend>
            <label>
              <input
                type="checkbox"
                checked={choice.email}
                onChange={(event) => set(preference.kind, { email: event.target.checked })}
              />
              {t('client.notifications.byEmail')}
            </label>
            <label>
              <input
                type="checkbox"
                checked={choice.inApp}
                onChange={(event) => set(preference.kind, { inApp: event.target.checked })}
              />
              {t('client.notifications.inApp')}
            </label>
          </fieldset>
        );
      })}
      <Button type="submit" loading={saving} loadingLabel={t('client.notifications.saving')}>
        {t('client.notifications.save')}
      </Button>
    </form>
  );
}

/** Which notifications reach the user, kind by kind, by e-mail and in the app. */
export function NotificationSettings({ userId }: { userId: string }) {
  const headingId = useId();
  const t = useT();
  const settings = useNotificationPreferences(userId);
  let body;
  if (settings.preferences)
    body = (
      <SettingsForm stored={settings.preferences} saving={settings.saving} save={settings.save} />
    );
  else if (settings.error)
    body = <ErrorState message={settings.error} onRetry={settings.refetch} />;
  else body = <LoadingState label={t('client.notifications.loading')} />;
  return (
    <Settings aria-labelledby={headingId}>
      <h2 id={headingId}>{t('client.notifications.title')}</h2>
      {body}
    </Settings>
  );
}
