import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  updateUser,
  userMessages,
  userStore,
  useDraft,
  useSession,
  useUserStore,
  type ProfileValues,
  type RwandaPlaces,
} from 'shared-api';
import {
  Button,
  Card,
  ErrorState,
  LoadingState,
  PageHeading,
  RwandaPlaceFields,
  TextField,
  toast,
  type RemotePageProps,
} from 'shared-ui';
import { ClientLayout } from '../layout/ClientLayout';
import { NotificationSettings } from '../profile/NotificationSettings';
import {
  EMPTY_PROFILE,
  PROFILE_TOAST_ID,
  firstProfileProblem,
  profileFieldOf,
  profileValuesOf,
  settledErrors,
  UPDATE_PASSWORD_ALERT,
  type ProfileErrors,
  type ProfileField,
} from '../profile/profileForm';

const Form = styled(Card).attrs({ as: 'form' })`
  max-width: 640px;
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

/** /profile (spec §2): the user's own record; e-mail read-only, password masked. */
export default function Profile({ accountMenu }: RemotePageProps) {
  const userId = useSession((state) => state.userId);
  const user = useUserStore((state) => state.userData);
  const loading = useUserStore((state) => state.loading);
  const error = useUserStore((state) => state.error);
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

  useEffect(() => {
    if (userId) void userStore.getState().fetchUser(userId);
  }, [userId]);

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
      if (updated) userStore.setState({ userData: updated });
      forgetDraft();
      toast.success(userMessages.profileUpdated, { id: PROFILE_TOAST_ID });
    } catch (failure) {
      // The server names a field by its rule's text: the message goes beside that field.
      const named = profileFieldOf(failure);
      if (named) showFieldError(named.field, named.message, userMessages.profileUpdateFailure);
      else toast.error(userMessages.profileUpdateFailure, { id: PROFILE_TOAST_ID });
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (!filledFrom && error)
    body = (
      <ErrorState
        message={error}
        onRetry={userId ? () => void userStore.getState().fetchUser(userId) : undefined}
      />
    );
  else if (!filledFrom || (loading && !user)) body = <LoadingState label="Loading profile..." />;
  else
    body = (
      <Form ref={formRef} onSubmit={submit} noValidate>
        <TextField
          label="First Name"
          value={values.firstName}
          onChange={set('firstName')}
          name="firstName"
          error={fieldErrors.firstName}
          autoComplete="given-name"
        />
        <TextField
          label="Last Name"
          value={values.lastName}
          onChange={set('lastName')}
          name="lastName"
          error={fieldErrors.lastName}
          autoComplete="family-name"
        />
        <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
        <TextField
          label="ID/Tin/Passport Number"
          value={values.idNo}
          onChange={set('idNo')}
          name="idNo"
          error={fieldErrors.idNo}
        />
        <TextField
          label="Phone Number"
          type="tel"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          name="phoneNumber"
          error={fieldErrors.phoneNumber}
          autoComplete="tel"
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
            label="Password"
            type="password"
            value="********"
            readOnly
            autoComplete="off"
          />
          <Button variant="secondary" onClick={() => window.alert(UPDATE_PASSWORD_ALERT)}>
            Update Password
          </Button>
        </PasswordRow>
        <Button type="submit" loading={saving} loadingLabel="Updating....">
          Update
        </Button>
      </Form>
    );

  return (
    <ClientLayout title="Profile" accountMenu={accountMenu}>
      <PageHeading>Update Profile</PageHeading>
      {body}
      {userId ? <NotificationSettings userId={userId} /> : null}
    </ClientLayout>
  );
}
