import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  updateUser,
  userMessages,
  userStore,
  useSession,
  useUserStore,
  type ProfileValues,
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
import { EMPTY_PROFILE, profileValuesOf, UPDATE_PASSWORD_ALERT } from '../profile/profileForm';

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
  const [values, setValues] = useState<ProfileValues>(EMPTY_PROFILE);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (userId) void userStore.getState().fetchUser(userId);
  }, [userId]);

  // Fill the form once from the record, then leave it to the user.
  if (user && user.userId === userId && filledFrom !== userId) {
    setFilledFrom(userId);
    setValues(profileValuesOf(user));
  }

  const set = (field: keyof ProfileValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId || saving) return;
    setSaving(true);
    try {
      const updated = await updateUser(userId, values);
      if (updated) userStore.setState({ userData: updated });
      toast.success(userMessages.profileUpdated);
    } catch {
      toast.error(userMessages.profileUpdateFailure);
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
      <Form onSubmit={submit} noValidate>
        <TextField
          label="First Name"
          value={values.firstName}
          onChange={set('firstName')}
          autoComplete="given-name"
        />
        <TextField
          label="Last Name"
          value={values.lastName}
          onChange={set('lastName')}
          autoComplete="family-name"
        />
        <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
        <TextField label="ID/Tin/Passport Number" value={values.idNo} onChange={set('idNo')} />
        <TextField
          label="Phone Number"
          type="tel"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          autoComplete="tel"
        />
        <RwandaPlaceFields
          value={values}
          onChange={(places) => setValues((current) => ({ ...current, ...places }))}
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
    </ClientLayout>
  );
}
