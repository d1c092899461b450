import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  errorMessage,
  updateUser,
  userMessages,
  useDraft,
  useSession,
  type ProfileValues,
} from 'shared-api';
import type { RwandaPlaces } from 'shared-contract';
import { accountUserChanged, useAccountUser } from 'shared-api/queries';
import {
  Button,
  Card,
  RwandaPlaceFields,
  SelectField,
  TextField,
  toast,
  type RemotePageProps,
} from 'shared-ui';
import { ErrorState, LoadingState, PageHeading } from 'shared-ui/dashboard';
import { LanguageSwitcher, useT } from 'shared-i18n';
import { ClientLayout } from '../layout/ClientLayout';
import { NotificationSettings } from '../profile/NotificationSettings';
import { ProfileSection } from '../profile/ProfileSection';
import { SignOutEverywhere } from '../profile/SignOutEverywhere';
import {
  EMPTY_PROFILE,
  PROFILE_TOAST_ID,
  firstProfileProblem,
  profileFieldOf,
  profileValuesOf,
  settledErrors,
  type ProfileErrors,
  type ProfileField,
} from '../profile/profileForm';

const Form = styled(Card).attrs({ as: 'form' })`
  max-width: 640px;
`;

const Language = styled(ProfileSection)`
  select {
    font: inherit;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const PasswordRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  > :first-child {
    flex: 1 1 200px;
    margin-bottom: 0;
  }
`;

/** /profile: the user's own record; e-mail read-only, password masked. */
export default function Profile({ accountMenu }: RemotePageProps) {
  const t = useT();
  const languageHeading = useId();
  const userId = useSession((state) => state.userId);
  const account = useAccountUser();
  const user = account.data ?? null;
  const error = account.error ? errorMessage(account.error, userMessages.getUserFallback) : null;
  // What is typed outlives an expired session (shared-api drafts) and wins over the record.
  const [values, setValues, { fill, forget: forgetDraft }] = useDraft<ProfileValues>(
    'profile',
    EMPTY_PROFILE,
  );
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<ProfileErrors>({});
  const [places, setPlaces] = useState<RwandaPlaces | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Fill the form once from the record, then leave it to the user.
  if (user && user.userId === userId && filledFrom !== userId) {
    setFilledFrom(userId);
    fill(profileValuesOf(user));
  }

  /** New values; a field's message goes once the field no longer breaks its rule. */
  const edit = (changes: Partial<ProfileValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setFieldErrors((current) => settledErrors(current, { ...values, ...changes }, places));
  };
  const set = (field: keyof ProfileValues) => (event: { target: { value: string } }) =>
    edit({ [field]: event.target.value });

  /** A rule's message beside its field, focus there, and one toast. */
  const showFieldError = (field: ProfileField, message: string, toastText: string) => {
    setFieldErrors({ [field]: message });
    toast.error(toastText, { id: PROFILE_TOAST_ID });
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId || saving) return;
    const problem = firstProfileProblem(values, places);
    if (problem) return showFieldError(problem.field, problem.message, problem.message);
    setFieldErrors({});
    setSaving(true);
    try {
      const updated = await updateUser(userId, values);
      if (updated) accountUserChanged(updated);
      forgetDraft();
      toast.success(userMessages.profileUpdated, { id: PROFILE_TOAST_ID });
    } catch (failure) {
      // The server names the field at fault: the message goes beside that field.
      const named = profileFieldOf(failure);
      if (named) showFieldError(named.field, named.message, userMessages.profileUpdateFailure);
      else toast.error(userMessages.profileUpdateFailure, { id: PROFILE_TOAST_ID });
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (!filledFrom && error)
    body = <ErrorState message={error} onRetry={() => void account.refetch()} />;
  else if (!filledFrom || (account.isPending && !user))
    body = <LoadingState label={t('client.profile.loading')} />;
  else
    body = (
      <Form ref={formRef} onSubmit={submit} noValidate>
        <TextField
          label={t('client.profile.firstName')}
          value={values.firstName}
          onChange={set('firstName')}
          name="firstName"
          error={fieldErrors.firstName}
          autoComplete="given-name"
        />
        <TextField
          label={t('client.profile.lastName')}
          value={values.lastName}
          onChange={set('lastName')}
          name="lastName"
          error={fieldErrors.lastName}
          autoComplete="family-name"
        />
        <TextField
          label={t('client.profile.email')}
          type="email"
          value={user?.email ?? ''}
          readOnly
        />
        <TextField
          label={t('client.profile.idNo')}
          value={values.idNo}
          onChange={set('idNo')}
          name="idNo"
          error={fieldErrors.idNo}
        />
        <TextField
          label={t('client.profile.phoneNumber')}
          type="tel"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          name="phoneNumber"
          error={fieldErrors.phoneNumber}
          autoComplete="tel"
        />
        {/* How the firm sends notices: e-mail, or SMS to the number above. */}
        <SelectField
          label={t('client.profile.preferredContact')}
          value={values.preferredContact}
          onChange={(event) =>
            edit({ preferredContact: event.target.value === 'phone' ? 'phone' : 'email' })
          }
          name="preferredContact"
          options={[
            { value: 'email', label: t('client.profile.contactEmail') },
            { value: 'phone', label: t('client.profile.contactPhone') },
          ]}
        />
        <RwandaPlaceFields
          value={values}
          onChange={(place) => edit(place)}
          errors={{
            district: fieldErrors.district,
            sector: fieldErrors.sector,
            cell: fieldErrors.cell,
          }}
          onPlacesLoaded={setPlaces}
        />
        <PasswordRow>
          <TextField
            label={t('client.profile.password')}
            type="password"
            value="********"
            readOnly
            autoComplete="off"
          />
          <Button
            variant="secondary"
            onClick={() => window.alert(t('client.profile.updatePasswordAlert'))}
          >
            {t('client.profile.updatePassword')}
          </Button>
        </PasswordRow>
        <Button type="submit" loading={saving} loadingLabel={t('client.profile.updating')}>
          {t('client.profile.update')}
        </Button>
      </Form>
    );

  return (
    <ClientLayout title={t('client.layout.profileTitle')} accountMenu={accountMenu}>
      <PageHeading>{t('client.profile.heading')}</PageHeading>
      {body}
      {/* The user's language: a choice switches every text at once and, signed in, the shell
          saves it on the profile (locale) so the firm's e-mails go out in it too. */}
      <Language aria-labelledby={languageHeading}>
        <h2 id={languageHeading}>{t('client.profile.languageTitle')}</h2>
        <p>{t('client.profile.languageHint')}</p>
        <LanguageSwitcher hideLabel />
      </Language>
      {userId ? <NotificationSettings userId={userId} /> : null}
      {userId ? <SignOutEverywhere /> : null}
    </ClientLayout>
  );
}
