import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessages } from 'shared-contract';
import { queryClient, userQueries } from 'shared-api/queries';
import Profile from '../pages/Profile';
import { fakeApi, fail, ok, resetStores, signIn } from './support/clientApi';
import { renderPage } from './support/renderPage';

beforeEach(() => {
  resetStores();
  signIn();
});

const user = {
  userId: 'user-1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  idNo: '1199880012345678',
  phoneNumber: '0788000000',
  preferredContact: 'email',
  district: 'Gasabo',
  sector: 'Kimironko',
  cell: 'Bibare',
  role: 'client',
};

const renderProfile = () => renderPage('/profile', '/profile', <Profile />);

test('the profile shows the record, e-mail read-only and the password masked', async () => {
  fakeApi(({ url }) => (url === '/users/user-1' ? ok(user) : undefined));
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderProfile();
  expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Aline');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'District/Akarere' })).toHaveValue('Gasabo'),
  );
  expect(screen.getByRole('combobox', { name: 'Cell/Akagari' })).toHaveValue('Bibare');
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  expect(alert).toHaveBeenCalledTimes(1);
  alert.mockRestore();
});

test('a new district clears sector and cell and offers only its sectors', async () => {
  fakeApi(({ url }) => (url === '/users/user-1' ? ok(user) : undefined));
  renderProfile();
  const district = await screen.findByRole('combobox', { name: 'District/Akarere' });
  await waitFor(() => expect(district).not.toHaveTextContent('Loading places...'));
  await userEvent.selectOptions(district, ['Huye']);
  expect(screen.getByRole('combobox', { name: 'Sector/Umurenge' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Cell/Akagari' })).toHaveValue('');
  expect(screen.getByRole('option', { name: 'Tumba' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Kimironko' })).not.toBeInTheDocument();
});

test('Update sends the editable fields and toasts the fixed texts', async () => {
  let answer: { status: number; data: unknown } = ok({ ...user, firstName: 'Alina' });
  const seen = fakeApi(({ method, url }) => {
    if (url !== '/users/user-1') return undefined;
    return method === 'PUT' ? answer : ok(user);
  });
  renderProfile();
  const first = await screen.findByRole('textbox', { name: 'First Name' });
  await userEvent.clear(first);
  await userEvent.type(first, 'Alina');
  // The client turns notices to SMS on their phone.
  const channel = screen.getByRole('combobox', { name: 'How we send you news of your case' });
  expect(channel).toHaveValue('email');
  await userEvent.selectOptions(channel, 'By SMS to my phone');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  const put = seen.find((request) => request.method === 'PUT');
  expect(JSON.parse(String(put?.body))).toEqual({
    firstName: 'Alina',
    lastName: 'Uwase',
    idNo: '1199880012345678',
    phoneNumber: '0788000000',
    preferredContact: 'phone',
    district: 'Gasabo',
    sector: 'Kimironko',
    cell: 'Bibare',
  });
  // The one cached record takes the answer (the account menu's initials follow it).
  expect(queryClient.getQueryData(userQueries.one('user-1').queryKey)?.firstName).toBe('Alina');

  answer = fail(400, 'Phone Number is invalid');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(
    await screen.findByText('Failed to update profile. Please try again.'),
  ).toBeInTheDocument();
});

test('a server message about a field lands on that field; one toast per try; the message clears once fixed', async () => {
  const seen = fakeApi(({ method, url }) => {
    if (url !== '/users/user-1') return undefined;
    return method === 'PUT'
      ? fail(400, contactMessages.phoneNumber, {
          code: 'contact.phoneNumber',
          field: 'phoneNumber',
        })
      : ok(user);
  });
  renderProfile();
  const phone = await screen.findByRole('textbox', { name: 'Phone Number' });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'District/Akarere' })).toHaveValue('Gasabo'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(phone).toHaveAccessibleDescription(contactMessages.phoneNumber));
  expect(phone).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(2));
  expect(await screen.findAllByText('Failed to update profile. Please try again.')).toHaveLength(1);
  await userEvent.clear(phone);
  await userEvent.type(phone, '0722000111');
  expect(phone).not.toHaveAccessibleDescription();
});

test('a phone or ID the API would refuse is refused beside its field, and nothing is sent', async () => {
  const seen = fakeApi(({ url }) => (url === '/users/user-1' ? ok(user) : undefined));
  renderProfile();
  const id = await screen.findByRole('textbox', { name: 'ID/Tin/Passport Number' });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'District/Akarere' })).toHaveValue('Gasabo'),
  );
  await userEvent.clear(id);
  await userEvent.type(id, '1199');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(id).toHaveAccessibleDescription(contactMessages.idNo);
  expect(id).toHaveFocus();
  expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);
  await userEvent.type(id, '880012345678');
  expect(id).not.toHaveAccessibleDescription();
});

test('a new sector asks for its cell instead of silently keeping none', async () => {
  const seen = fakeApi(({ url }) => (url === '/users/user-1' ? ok(user) : undefined));
  renderProfile();
  const sector = await screen.findByRole('combobox', { name: 'Sector/Umurenge' });
  await waitFor(() => expect(sector).toHaveValue('Kimironko'));
  await waitFor(() => expect(screen.getByRole('option', { name: 'Remera' })).toBeInTheDocument());
  await userEvent.selectOptions(sector, 'Remera');
  const cell = screen.getByRole('combobox', { name: 'Cell/Akagari' });
  expect(cell).toHaveAccessibleDescription('Choose a cell of Remera.');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(cell).toHaveAccessibleDescription('Choose a cell of Remera. Cell/Akagari is required.');
  expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);
});

test('each kind of notification can be turned off by e-mail or in the app, and the choice is saved', async () => {
  const stored = [
    { kind: 'case_received', label: 'Your case was received', email: true, inApp: true },
    {
      kind: 'case_status_changed',
      label: 'The status of your case changed',
      email: true,
      inApp: true,
    },
  ];
  const seen = fakeApi(({ method, url, body }) => {
    if (url === '/users/user-1') return ok(user);
    const path = '/users/user-1/notification-preferences';
    if (method === 'GET' && url === path) return ok(stored);
    if (method === 'PUT' && url === path) {
      const sent = JSON.parse(String(body)) as Array<{
        kind: string;
        email: boolean;
        inApp: boolean;
      }>;
      return ok(stored.map((p) => ({ ...p, ...sent.find((s) => s.kind === p.kind) })));
    }
    return undefined;
  });
  renderProfile();
  const status = await screen.findByRole('group', { name: 'The status of your case changed' });
  const email = within(status).getByRole('checkbox', { name: 'By e-mail' });
  expect(email).toBeChecked();
  await userEvent.click(email);
  await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
  expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
  const put = seen.find((r) => r.method === 'PUT');
  expect(JSON.parse(String(put?.body))).toEqual([
    { kind: 'case_received', email: true, inApp: true },
    { kind: 'case_status_changed', email: false, inApp: true },
  ]);
  expect(within(status).getByRole('checkbox', { name: 'By e-mail' })).not.toBeChecked();
});
