import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { registerUser, type RegisterValues } from 'shared-api';
import type { RwandaPlaces } from 'shared-contract';
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
import { useT } from 'shared-i18n';
import { AuthCard, FormLinks } from '../layout/AuthCard';
import {
  EMPTY_REGISTER,
  registerFormProblems,
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

/** /register: a client account; success tells the user to check their e-mail. */
export default function Register({ accountMenu }: RemotePageProps) {
  const navigate = useNavigate();
  const t = useT();
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER);
  const { errors, loading, rejectAll, review, send } = useFormSubmit<RegisterField>();
  const formRef = useRef<HTMLFormElement>(null);
  const [places, setPlaces] = useState<RwandaPlaces | null>(null);

  const controlOf = (field: RegisterField) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);

  /** New values; a shown message goes once its field no longer breaks a rule. */
  const update = (changes: Partial<RegisterValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    review(registerFormProblems(next, places));
  };

  const bind = (field: RegisterField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = registerFormProblems(values, places);
    if (problems.length > 0) return rejectAll(problems, controlOf(problems[0]!.field));
    await send(
      async () => {
        await registerUser({ ...values, email: values.email.trim() });
        toast.success(t(REGISTER_SUCCESS_TOAST));
        navigate('/verifyno1');
      },
      t('landing.register.failed'),
      { fieldOf: registerFieldOf, onFieldError: (field) => controlOf(field)?.focus() },
    );
  };

  return (
    <AuthCard
      accountMenu={accountMenu}
      title={t('landing.register.title')}
      lead={t('landing.register.lead')}
      wide
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('landing.register.title')}>
        {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
        <Grid>
          <TextField
            label={t('landing.register.firstName')}
            autoComplete="given-name"
            {...bind('firstName')}
          />
          <TextField
            label={t('landing.register.lastName')}
            autoComplete="family-name"
            {...bind('lastName')}
          />
          <TextField
            label={t('landing.form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...bind('email')}
          />
          <TextField label={t('landing.register.idNo')} autoComplete="off" {...bind('idNo')} />
          <TextField
            label={t('landing.register.phoneNumber')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...bind('phoneNumber')}
          />
          <SelectField
            label={t('landing.register.preferredContact')}
            placeholder={t('landing.register.preferredPlaceholder')}
            options={PREFERRED_CONTACTS.map(({ value, label }) => ({ value, label: t(label) }))}
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
            label={t('landing.form.password')}
            autoComplete="new-password"
            hint={t('landing.form.passwordHint')}
            {...bind('password')}
          />
          <PasswordField
            label={t('landing.form.confirmPassword')}
            autoComplete="new-password"
            {...bind('confirmPassword')}
          />
        </Grid>
        <Button
          type="submit"
          fullWidth
          loading={loading}
          loadingLabel={t('landing.register.loading')}
        >
          {t('landing.register.title')}
        </Button>
      </form>
      <FormLinks>
        <Link to="/login">{t('landing.register.toLogin')}</Link>
      </FormLinks>
    </AuthCard>
  );
}
