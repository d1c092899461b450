/**
 * A signed-in user's language lives on their profile (the server's e-mails go out in it): once
 * their record is loaded after sign-in, its `locale` wins over the visitor's choice; a switch of
 * language while signed in is saved to it. Every app a user signs in to (the shell, the dedicated
 * admin entry) starts it once.
 */
import { isLocale, loadRegisteredCatalogues, onLocaleChange, setLocale } from 'shared-i18n';
import { saveUserLocale } from '../calls/users';
import { userStore } from '../stores/userStore';
import { sessionStore } from './sessionStore';

let started = false;

export function keepLocaleWithProfile(): void {
  if (started) return;
  started = true;
  let appliedFor: string | null = null;

  const applyProfile = () => {
    const user = userStore.getState().userData;
    const { userId, token } = sessionStore.getState();
    if (!token || !user || user.userId !== userId || appliedFor === userId) return;
    appliedFor = userId;
    if (isLocale(user.locale)) {
      setLocale(user.locale, { source: 'profile' }).catch((error: unknown) => {
        console.error('The profile language could not be applied', error);
      });
    }
  };
  userStore.subscribe(applyProfile);
  sessionStore.subscribe(({ token }, previous) => {
    if (!token)
      appliedFor = null; // the next sign-in applies its profile again
    // A sign-in on a visitor's page: the signed-in texts (the account menu's) come now.
    else if (!previous.token)
      void loadRegisteredCatalogues(undefined, { onDemand: true }).catch(() => undefined);
  });
  applyProfile();

  onLocaleChange((locale, source) => {
    const { userId, token } = sessionStore.getState();
    if (source !== 'user' || !token || !userId) return;
    saveUserLocale(userId, locale).then(
      (user) => {
        if (sessionStore.getState().userId === userId) userStore.setState({ userData: user });
      },
      (error: unknown) => console.error('The language could not be saved to the profile', error),
    );
  });
}
