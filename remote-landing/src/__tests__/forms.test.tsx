import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import * as api from 'shared-api';
import * as contract from 'shared-contract';
import {
  fail,
  fakeApi,
  ok,
  type FakeReply,
  type FakeRequest,
} from 'shared-api/src/testing/fakeApi';
import Login from '../pages/Login';
import Register from '../pages/Register';
import ResetPassword from '../pages/ResetPassword';
import ForgotPassword from '../pages/ForgotPassword';
import Verify from '../pages/Verify';
import { validateLogin } from '../forms/loginForm';
import { registerFormProblems, EMPTY_REGISTER } from '../forms/registerForm';

/** The first rule broken, as the toast says it (null: none). */
const firstRegisterProblem = (values: api.RegisterValues, places?: contract.RwandaPlaces | null) =>
  registerFormProblems(values, places)[0] ?? null;
import { renderPage } from './renderPage';
import { activateLocaleNow } from 'shared-i18n';

const PLACES = { Gasabo: { Kimironko: ['Bibare', 'Kibagabaga'], Remera: ['Rukiri I'] } };
const STRONG = 'Client@2024x';

// Toasts live in a global store: each test starts with none.
afterEach(() => act(() => toast.remove()));

/** The requests the API saw; each test says what the server answers (undefined: 404). */
let seen: FakeRequest[] = [];
let answer: (request: FakeRequest) => FakeReply | Promise<FakeReply> | undefined = () => undefined;

beforeEach(() => {
  api.sessionStore.getState().clearSession();
  answer = () => undefined;
  seen = fakeApi((request) => answer(request));
});

/** The server answers POST `path` with `reply`. */
function serve(path: string, reply: FakeReply | Promise<FakeReply>) {
  answer = (request) => (request.method === 'POST' && request.url === path ? reply : undefined);
}

/** The JSON bodies POSTed to `path`. */
const posted = (path: string) =>
  seen
    .filter((request) => request.method === 'POST' && request.url === path)
    .map((request) => JSON.parse(String(request.body)) as unknown);

/** What login answers for a user of `role`: message, token and user (userId, email, role). */
const loginAnswer = (role: api.Role, message = 'Login Successfully') => ({
  status: 200,
  data: { message, token: tokenFor(role), user: { userId: 'u1', email: 'a@b.rw', role } },
});

/** A JWT-shaped token whose payload carries the role (the shell reads it to pick a dashboard). */
function tokenFor(role: api.Role) {
  const payload = btoa(JSON.stringify({ sub: 'u1', email: 'a@b.rw', role }));
  return `x.${payload}.y`;
}

describe('validateLogin', () => {
  it.each([
    [
      { email: '', password: '' },
      { field: 'email', message: 'Email is required.' },
    ],
    [
      { email: '   ', password: 'x' },
      { field: 'email', message: 'Email is required.' },
    ],
    [
      { email: 'a@b.rw', password: '' },
      { field: 'password', message: 'Password is required.' },
    ],
    [{ email: 'a@b.rw', password: 'x' }, null],
  ])('%o → %o', (values, expected) => {
    expect(validateLogin(values)).toEqual(expected);
  });
});

describe('registerFormProblems: the first one', () => {
  const full = {
    ...EMPTY_REGISTER,
    firstName: 'Aline',
    email: 'a@b.rw',
    idNo: '1199880012345678',
    phoneNumber: '0788123456',
    preferredContact: 'email',
    district: 'Gasabo',
    sector: 'Kimironko',
    cell: 'Bibare',
    password: STRONG,
    confirmPassword: STRONG,
  };
  it.each([
    [{}, 'firstName', 'First Name is required.'],
    [{ email: ' ' }, 'email', 'Email is required.'],
    [{ idNo: '' }, 'idNo', 'ID/Tin/Passport Number is required.'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Phone Number is required.'],
    [{ preferredContact: '' }, 'preferredContact', 'Preferred Contact is required.'],
    [{ district: '' }, 'district', 'District/Akarere is required.'],
    [{ sector: '' }, 'sector', 'Sector/Umurenge is required.'],
    [{ cell: '' }, 'cell', 'Cell/Akagari is required.'],
    [{ password: '', confirmPassword: '' }, 'password', 'Password is required.'],
    [{ confirmPassword: 'Other@2024x' }, 'confirmPassword', 'Passwords do not match.'],
    [
      { password: 'weakpass', confirmPassword: 'weakpass' },
      'password',
      'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
    ],
  ])('with %o the first problem is %s: %s', (change, field, message) => {
    const values = Object.keys(change).length ? { ...full, ...change } : EMPTY_REGISTER;
    expect(firstRegisterProblem(values)).toEqual({ field, message });
  });

  it('lastName is optional', () => {
    expect(firstRegisterProblem({ ...full, lastName: '' })).toBeNull();
  });

  it.each([
    [{ idNo: '1199' }, 'idNo', contract.contactMessages.idNo],
    [{ phoneNumber: '0788' }, 'phoneNumber', contract.contactMessages.phoneNumber],
    [{ cell: 'Rukiri I' }, 'cell', contract.contactMessages.cell],
  ])('after the others, the contact rules of the API: %o → %s', (change, field, message) => {
    expect(firstRegisterProblem({ ...full, ...change }, PLACES)).toEqual({ field, message });
  });
});

describe('Login page', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['client', '/user-dashboard'],
    ['adminStaff', '/staff-dashboard'],
    ['admin', '/admin-dashboard'],
  ] as const)(
    'stores the session, toasts, and opens %s’s dashboard %s after 1 s',
    async (role, path) => {
      jest.useFakeTimers();
      const token = tokenFor(role);
      serve('/users/login', loginAnswer(role));
      renderPage(<Login />, '/login');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('Email'), ' a@b.rw ');
      await user.type(screen.getByLabelText('Password'), STRONG);
      await user.click(screen.getByRole('button', { name: 'Login' }));

      expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
      expect(posted('/users/login')).toEqual([{ email: 'a@b.rw', password: STRONG }]);
      expect(api.sessionStore.getState()).toMatchObject({ token, userId: 'u1', email: 'a@b.rw' });
      act(() => jest.advanceTimersByTime(999));
      expect(screen.queryByTestId('location')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    },
  );

  it('shows a missing e-mail next to the field and as a toast, and sends nothing', async () => {
    renderPage(<Login />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Email is required.');
    expect(email).toHaveFocus();
    expect(await screen.findAllByText('Email is required.')).toHaveLength(2);
    expect(seen).toEqual([]);
  });

  it('shows the server message when login fails', async () => {
    serve('/users/login', fail(401, 'Invalid email or password.'));
    renderPage(<Login />, '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.rw');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Invalid email or password.')).toHaveLength(2);
    expect(api.sessionStore.getState().token).toBeNull();
  });

  it('reads "Logging In..." while the call runs', async () => {
    let finish: (reply: FakeReply) => void = () => undefined;
    serve('/users/login', new Promise((resolve) => (finish = resolve)));
    renderPage(<Login />, '/login');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.rw');
    await userEvent.type(screen.getByLabelText('Password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Logging In...' })).toBeDisabled();
    await act(async () => finish(loginAnswer('client', '')));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});

describe('Register page', () => {
  it('loads the places when it opens and fills sectors and cells from the district', async () => {
    const places = await contract.loadRwandaPlaces(); // the real data the page loads
    renderPage(<Register />, '/register');
    const district = await screen.findByLabelText('District/Akarere');
    await waitFor(() => expect(district).toBeEnabled());
    const optionsOf = (select: HTMLElement) =>
      [...select.querySelectorAll('option')].map((o) => o.textContent);
    expect(optionsOf(district).slice(1)).toEqual(contract.districtsOf(places));
    expect(screen.getByLabelText('Sector/Umurenge')).toBeDisabled();
    await userEvent.selectOptions(district, 'Gasabo');
    const sector = screen.getByLabelText('Sector/Umurenge');
    expect(sector).toBeEnabled();
    expect(optionsOf(sector)).toEqual(['Select sector', ...contract.sectorsOf(places, 'Gasabo')]);
    expect(optionsOf(sector)).toEqual(expect.arrayContaining(['Kimironko', 'Remera']));
    await userEvent.selectOptions(sector, 'Kimironko');
    await userEvent.selectOptions(screen.getByLabelText('Cell/Akagari'), 'Kibagabaga');
    // A new sector empties the cell.
    await userEvent.selectOptions(sector, 'Remera');
    expect(screen.getByLabelText('Cell/Akagari')).toHaveValue('');
  });

  it('shows the first failure next to its field and as a toast, and sends nothing', async () => {
    renderPage(<Register />, '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'First Name is required.',
    );
    expect(await screen.findAllByText('First Name is required.')).toHaveLength(2);
    expect(seen).toEqual([]);
  });

  it("shows every field's problem at once, the first also as the toast", async () => {
    renderPage(<Register />, '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const [label, message] of [
      ['First Name', 'First Name is required.'],
      ['Email', 'Email is required.'],
      ['ID/Tin/Passport Number', 'ID/Tin/Passport Number is required.'],
      ['Phone Number', 'Phone Number is required.'],
      ['Password', 'Password is required.'],
    ] as const)
      expect(screen.getByLabelText(label, { selector: 'input' })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    expect(await screen.findAllByText('First Name is required.')).toHaveLength(2);
    expect(screen.getAllByText('Email is required.')).toHaveLength(1);
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });

  it.each([
    ['fr', 'Le prénom est obligatoire.', 'Le mot de passe est obligatoire.'],
    ['rw', 'Izina ribanza rirakenewe.', 'Ijambo ry’ibanga rirakenewe.'],
  ] as const)(
    'in %s the rules speak the page’s language, inline and in the toast',
    async (locale, first, password) => {
      activateLocaleNow(locale);
      renderPage(<Register />, '/register');
      act(() => {
        fireEvent.submit(screen.getByRole('form'));
      });
      expect(await screen.findAllByText(first)).toHaveLength(2);
      expect(screen.getByText(password)).toBeInTheDocument();
      expect(screen.queryByText('First Name is required.')).not.toBeInTheDocument();
      activateLocaleNow('en');
    },
  );

  it('a message mended by another field goes: the confirmation once the password matches it', async () => {
    renderPage(<Register />, '/register');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), STRONG);
    const confirm = screen.getByLabelText('Confirm Password', { selector: 'input' });
    await userEvent.type(confirm, 'Other@2024x');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await userEvent.clear(password);
    await userEvent.type(password, 'Other@2024x');
    expect(confirm).not.toHaveAccessibleDescription();
  });

  it("clears a field's message once the field is fixed", async () => {
    renderPage(<Register />, '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const firstName = screen.getByLabelText('First Name');
    expect(firstName).toHaveAccessibleDescription('First Name is required.');
    await userEvent.type(firstName, 'A');
    expect(firstName).not.toHaveAccessibleDescription();
  });

  it('shows one toast per form, never a stack, however often it is sent', async () => {
    renderPage(<Register />, '/register');
    const register = screen.getByRole('button', { name: 'Register' });
    await userEvent.click(register);
    await userEvent.click(register);
    await userEvent.click(register);
    // One beside the field, one toast.
    expect(await screen.findAllByText('First Name is required.')).toHaveLength(2);
  });

  it('puts a server message about a field beside that field', async () => {
    serve(
      '/users/register',
      fail(400, contract.contactMessages.phoneNumber, {
        code: 'contact.phoneNumber',
        field: 'phoneNumber',
      }),
    );
    renderPage(<Register />, '/register');
    await waitFor(() => expect(screen.getByLabelText('District/Akarere')).toBeEnabled());
    await userEvent.type(screen.getByLabelText('First Name'), 'Aline');
    await userEvent.type(screen.getByLabelText('Email'), 'aline@example.rw');
    await userEvent.type(screen.getByLabelText('ID/Tin/Passport Number'), '1199880012345678');
    await userEvent.type(screen.getByLabelText('Phone Number'), '0788123456');
    await userEvent.selectOptions(screen.getByLabelText('Preferred Contact'), 'phone');
    await userEvent.selectOptions(screen.getByLabelText('District/Akarere'), 'Gasabo');
    await userEvent.selectOptions(screen.getByLabelText('Sector/Umurenge'), 'Kimironko');
    await userEvent.selectOptions(screen.getByLabelText('Cell/Akagari'), 'Bibare');
    await userEvent.type(screen.getByLabelText('Password'), STRONG);
    await userEvent.type(screen.getByLabelText('Confirm Password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const phone = screen.getByLabelText('Phone Number');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(contract.contactMessages.phoneNumber));
    expect(phone).toHaveFocus();
    expect(screen.queryByText('Failed to register user')).toBeNull();
  });

  it("puts a refusal beside the field the API's envelope names, whatever its language, and sends the page's language", async () => {
    // The API answers in the visitor's language: the French text names no rule the form knows.
    const refusal = 'Ce numéro d’identité est déjà utilisé.';
    serve('/users/register', {
      status: 400,
      data: { status: 'error', message: refusal, field: 'idNo' },
    });
    activateLocaleNow('fr');
    renderPage(<Register />, '/register');
    await waitFor(() => expect(screen.getByLabelText('District/Akarere')).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Prénom'), 'Aline');
    await userEvent.type(screen.getByLabelText('E-mail'), 'aline@example.rw');
    await userEvent.type(
      screen.getByLabelText("Numéro d'identité, NIF ou passeport"),
      '1199880012345678',
    );
    await userEvent.type(screen.getByLabelText('Numéro de téléphone'), '0788123456');
    await userEvent.selectOptions(screen.getByLabelText('Moyen de contact préféré'), 'phone');
    await userEvent.selectOptions(screen.getByLabelText('District/Akarere'), 'Gasabo');
    await userEvent.selectOptions(screen.getByLabelText('Secteur/Umurenge'), 'Kimironko');
    await userEvent.selectOptions(screen.getByLabelText('Cellule/Akagari'), 'Bibare');
    await userEvent.type(screen.getByLabelText('Mot de passe'), STRONG);
    await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    const idNo = screen.getByLabelText("Numéro d'identité, NIF ou passeport");
    await waitFor(() => expect(idNo).toHaveAccessibleDescription(refusal));
    expect(idNo).toHaveFocus();
    expect(posted('/users/register')).toEqual([expect.objectContaining({ locale: 'fr' })]);
  });

  it('refuses a phone that is not Rwandan beside the field, and sends nothing', async () => {
    renderPage(<Register />, '/register');
    await waitFor(() => expect(screen.getByLabelText('District/Akarere')).toBeEnabled());
    await userEvent.type(screen.getByLabelText('First Name'), 'Aline');
    await userEvent.type(screen.getByLabelText('Email'), 'aline@example.rw');
    await userEvent.type(screen.getByLabelText('ID/Tin/Passport Number'), '1199880012345678');
    await userEvent.type(screen.getByLabelText('Phone Number'), '+254712345678');
    await userEvent.selectOptions(screen.getByLabelText('Preferred Contact'), 'phone');
    await userEvent.selectOptions(screen.getByLabelText('District/Akarere'), 'Gasabo');
    await userEvent.selectOptions(screen.getByLabelText('Sector/Umurenge'), 'Kimironko');
    await userEvent.selectOptions(screen.getByLabelText('Cell/Akagari'), 'Bibare');
    await userEvent.type(screen.getByLabelText('Password'), STRONG);
    await userEvent.type(screen.getByLabelText('Confirm Password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveAccessibleDescription(contract.contactMessages.phoneNumber);
    expect(phone).toHaveFocus();
    expect(seen).toEqual([]);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0788123456');
    expect(phone).not.toHaveAccessibleDescription();
  });

  it('sends a complete form and tells the user to check their e-mail', async () => {
    serve('/users/register', ok({}, 'ok'));
    renderPage(<Register />, '/register');
    await waitFor(() => expect(screen.getByLabelText('District/Akarere')).toBeEnabled());
    await userEvent.type(screen.getByLabelText('First Name'), 'Aline');
    await userEvent.type(screen.getByLabelText('Email'), 'aline@example.rw');
    await userEvent.type(screen.getByLabelText('ID/Tin/Passport Number'), '1199880012345678');
    await userEvent.type(screen.getByLabelText('Phone Number'), '0788123456');
    await userEvent.selectOptions(screen.getByLabelText('Preferred Contact'), 'phone');
    await userEvent.selectOptions(screen.getByLabelText('District/Akarere'), 'Gasabo');
    await userEvent.selectOptions(screen.getByLabelText('Sector/Umurenge'), 'Kimironko');
    await userEvent.selectOptions(screen.getByLabelText('Cell/Akagari'), 'Bibare');
    await userEvent.type(screen.getByLabelText('Password'), STRONG);
    await userEvent.type(screen.getByLabelText('Confirm Password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        'you have successfully registered, kindly check your email for verification',
      ),
    ).toBeInTheDocument();
    expect(posted('/users/register')).toEqual([
      expect.objectContaining({
        firstName: 'Aline',
        lastName: '',
        preferredContact: 'phone',
        district: 'Gasabo',
        sector: 'Kimironko',
        cell: 'Bibare',
        password: STRONG,
        confirmPassword: STRONG,
      }),
    ]);
    // The router navigates in a transition: it commits after the toast.
    expect(await screen.findByTestId('location')).toHaveTextContent('/verifyno1');
  });
});

describe('Reset password page', () => {
  it('says "Invalid or missing token." on load without a token', async () => {
    renderPage(<ResetPassword />, '/reset-password');
    expect(await screen.findAllByText('Invalid or missing token.')).toHaveLength(2);
  });

  it('checks strength, then match, then the token; paste is blocked on confirm', async () => {
    renderPage(<ResetPassword />, '/reset-password');
    const password = screen.getByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm Password');
    const submit = screen.getByRole('button', { name: 'Update Password' });
    await userEvent.type(password, 'weak');
    await userEvent.click(submit);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(
        'Password must be at least 8 characters long, including uppercase, lowercase, number, and special character.',
      ),
    );
    await userEvent.clear(password);
    await userEvent.type(password, STRONG);
    await userEvent.type(confirm, 'Other@2024x');
    await userEvent.click(submit);
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining('Passwords do not match.'));
    expect(fireEvent.paste(confirm)).toBe(false);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, STRONG);
    await userEvent.click(submit);
    expect(await screen.findAllByText('No valid token found.')).toHaveLength(2);
    expect(seen).toEqual([]);
  });

  it('sets the new password with the token and then opens the login page', async () => {
    jest.useFakeTimers();
    serve('/users/reset/t0k', ok(null, 'Password updated'));
    renderPage(<ResetPassword />, '/reset-password?token=t0k');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByLabelText('New Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findAllByText(/Password reset successfully!/)).not.toHaveLength(0);
    expect(posted('/users/reset/t0k')).toEqual([{ password: STRONG }]);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    jest.useRealTimers();
  });
});

describe('Forgot password page', () => {
  it('requires an e-mail, then sends the reset e-mail', async () => {
    serve('/users/reset', ok(null, 'Mail sent'));
    renderPage(<ForgotPassword />, '/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(seen).toEqual([]);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.rw');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findAllByText(/Password reset email sent successfully!/)).not.toHaveLength(
      0,
    );
    expect(posted('/users/reset')).toEqual([{ email: 'a@b.rw' }]);
  });
});

describe('Verify page', () => {
  it('verifies once and offers the Login link on success', async () => {
    serve('/users/verify/good', ok(null, 'Email verified'));
    renderPage(<Verify />, '/verify?token=good');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(posted('/users/verify/good')).toEqual([{ token: 'good' }]);
    expect(seen).toHaveLength(1);
  });

  it('shows the failure without a Login link', async () => {
    serve('/users/verify/bad', fail(400, 'Token expired'));
    renderPage(<Verify />, '/verify?token=bad');
    expect(await screen.findAllByText('Invalid or expired token.')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('shows the request failure text', async () => {
    serve('/users/verify/down', { status: 503, data: {} });
    renderPage(<Verify />, '/verify?token=down');
    expect(
      await screen.findAllByText('An error occurred while verifying your email.'),
    ).toHaveLength(2);
  });
});
