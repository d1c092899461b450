import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { registerUser, type RegisterValues, type RwandaPlaces } from 'shared-api';
import {
  Button,
  PasswordField,
  RwandaPlaceFields,
  SelectField,
  TextField,
  FormError,
  type RemotePageProps,
} from 'shared-ui';
import styled from 'styled-components';
import { AuthCard, FormLinks } from '../layout/AuthCard';
import {
  EMPTY_REGISTER,
  firstRegisterProblem,
  PREFERRED_CONTACTS,
  REGISTER_SUCCESS_TOAST,
  registerFieldOf,
  type RegisterField,
} from '../forms/registerForm';
import { useFormSubmit } from '../forms/useFormSubmit';

const Grid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
`;

/** /register (spec §2/§5): a client account; success tells the user to check their e-mail. */
export default function Register({ accountMenu }: RemotePageProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER);
  const { errors, loading, reject, send, settle } = useFormSubmit<RegisterField>();
  const formRef = useRef<HTMLFormElement>(null);
  const [places, setPlaces] = useState<RwandaPlaces | null>(null);

  const controlOf = (field: RegisterField) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);

  /** New values; a field's message goes once the field no longer breaks its rule. */
  const update = (changes: Partial<RegisterValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    const problem = firstRegisterProblem(next, places);
    for (const field of Object.keys(changes) as RegisterField[])
      settle(field, problem?.field === field);
  };

  const bind = (field: RegisterField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstRegisterProblem(values, places);
    if (problem) return reject(problem.field, problem.message, controlOf(problem.field));
    await send(
      async () => {
        await registerUser({ ...values, email: values.email.trim() });
        toast.success(REGISTER_SUCCESS_TOAST);
        navigate('/verifyno1');
      },
      'Failed to register user',
      { fieldOf: registerFieldOf, onFieldError: (field) => controlOf(field)?.focus() },
    );
  };

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
          {/* A new district empties the sector and the cell, a new sector the cell. */}
          <RwandaPlaceFields
            value={values}
            onChange={(place) => update(place)}
            onPlacesLoaded={setPlaces}
            errors={{ district: errors.district, sector: errors.sector, cell: errors.cell }}
            lockUntilChosen
          />
        </Grid>
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
