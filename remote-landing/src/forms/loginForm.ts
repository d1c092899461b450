import { catalogueTexts } from 'shared-i18n';

/** Login: both fields required; after success wait 1 s, then the role's dashboard. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;
/** Catalogue keys: the texts are said in the page's language where they show. */
export const LOGIN_SUCCESS_TOAST = 'landing.login.success';

export const loginMessages = catalogueTexts({
  email: 'landing.login.emailRequired',
  password: 'landing.login.passwordRequired',
});

export type LoginField = keyof typeof loginMessages;

/** The first missing field and its message, or null when the form may be sent. */
export function validateLogin(values: {
  email: string;
  password: string;
}): { field: LoginField; message: string } | null {
  if (values.email.trim() === '') return { field: 'email', message: loginMessages.email };
  if (values.password === '') return { field: 'password', message: loginMessages.password };
  return null;
}
