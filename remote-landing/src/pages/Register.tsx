import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import {
  cellsOf,
  districtsOf,
  loadRwandaPlaces,
  registerUser,
  sectorsOf,
  type RegisterValues,
  type RwandaPlaces,
} from 'shared-api';
import { Button, PasswordField, SelectField, TextField, type RemotePageProps } from 'shared-ui';
import styled from 'styled-components';
import { AuthCard, FormError, FormLinks } from '../layout/AuthCard';
import {
  EMPTY_REGISTER,
  firstRegisterProblem,
  PREFERRED_CONTACTS,
  REGISTER_SUCCESS_TOAST,
  type RegisterField,
} from '../forms/registerForm';
import { messageOf } from '../forms/messageOf';

const Grid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
`;

type PlacesState =
  { status: 'loading' } | { status: 'ready'; places: RwandaPlaces } | { status: 'failed' };

/** Rwanda's districts, sectors and cells, fetched when the form opens (never in the first bundle). */
function useRwandaPlaces(): [PlacesState, () => void] {
  const [state, setState] = useState<PlacesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    loadRwandaPlaces().then(
      (places) => active && setState({ status: 'ready', places }),
      (error: unknown) => {
        console.warn('Rwanda places did not load', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [state, retry];
}

/** /register (spec §2/§5): a client account; success tells the user to check their e-mail. */
export default function Register({ accountMenu }: RemotePageProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER);
  const [errors, setErrors] = useState<Partial<Record<RegisterField | 'form', string>>>({});
  const [loading, setLoading] = useState(false);
  const [placesState, retryPlaces] = useRwandaPlaces();
  const formRef = useRef<HTMLFormElement>(null);

  const places = placesState.status === 'ready' ? placesState.places : null;
  const placesLoading = placesState.status === 'loading';

  const set = (field: RegisterField) => (value: string) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A new district or sector empties what depended on it.
      if (field === 'district') Object.assign(next, { sector: '', cell: '' });
      if (field === 'sector') next.cell = '';
      return next;
    });

  const bind = (field: RegisterField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstRegisterProblem(values);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      toast.error(problem.message);
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    setErrors({});
    setLoading(true);
    try {
      await registerUser({ ...values, email: values.email.trim() });
      toast.success(REGISTER_SUCCESS_TOAST);
      navigate('/verifyno1');
    } catch (error) {
      const message = messageOf(error, 'Failed to register user');
      setErrors({ form: message });
      toast.error(message);
    } finally {
      setLoading(false);
    }
  };

  const placeHint = placesLoading ? 'Loading the list…' : undefined;

  return (
    <AuthCard
      accountMenu={accountMenu}
      title="Register"
      lead="Create your client account. We will send you an e-mail to confirm it."
      wide
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Register">
        {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
        <Grid>
          <TextField label="First Name" autoComplete="given-name" {...bind('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...bind('lastName')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...bind('email')}
          />
          <TextField label="ID/Tin/Passport Number" autoComplete="off" {...bind('idNo')} />
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...bind('phoneNumber')}
          />
          <SelectField
            label="Preferred Contact"
            placeholder="Select preferred contact"
            options={PREFERRED_CONTACTS}
            {...bind('preferredContact')}
          />
          <SelectField
            label="District/Akarere"
            placeholder="Select district"
            options={districtsOf(places)}
            disabled={!places}
            hint={placeHint}
            {...bind('district')}
          />
          <SelectField
            label="Sector/Umurenge"
            placeholder="Select sector"
            options={sectorsOf(places, values.district)}
            disabled={!places || !values.district}
            {...bind('sector')}
          />
          <SelectField
            label="Cell/Akagari"
            placeholder="Select cell"
            options={cellsOf(places, values.district, values.sector)}
            disabled={!places || !values.sector}
            {...bind('cell')}
          />
        </Grid>
        {placesState.status === 'failed' ? (
          <FormError role="alert">
            The list of districts could not be loaded.{' '}
            <Button variant="secondary" onClick={retryPlaces}>
              Try again
            </Button>
          </FormError>
        ) : null}
        <Grid>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters with an uppercase and a lowercase letter, a number and one of @ $ ! % * ? &"
            {...bind('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            {...bind('confirmPassword')}
          />
        </Grid>
        <Button type="submit" fullWidth loading={loading} loadingLabel="Registering...">
          Register
        </Button>
      </form>
      <FormLinks>
        <Link to="/login">Already have an account? Sign-In</Link>
      </FormLinks>
    </AuthCard>
  );
}
