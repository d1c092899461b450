/**
 * A signed-in user's language lives on their profile (the server's e-mails go out in it): once
 * their record is loaded after sign-in, its `locale` wins over the visitor's choice; a switch of
 * language while signed in is saved to it. Every app a user signs in to (the shell, the dedicated
 * admin entry) starts it once.
 *
 * It runs on a visitor's page too, so it holds no server data of its own: the query layer, which
 * reads the record on signed-in pages, hands it over (profileLoaded) and hears of a saved profile
 * (onProfileSaved) to keep its one cache right.
 */
import { isLocale, loadRegisteredCatalogues, onLocaleChange, setLocale } from 'shared-i18n';
import { saveUserLocale } from '../calls/users';
import type { User } from '../calls/types';
import { sessionStore } from './sessionStore';

let started = false;
/** The user whose profile language was applied in this sign-in (null: none yet). */
let appliedFor: string | null = null;
const savedListeners = new Set<(user: User) => void>();

/** The signed-in user's record has been read: the first time in a sign-in, its language wins. */
export function profileLoaded(user: User): void {
  const { userId, token } = sessionStore.getState();
  if (!started || !token || user.userId !== userId || appliedFor === userId) return;
  appliedFor = userId;
  if (isLocale(user.locale)) {
    setLocale(user.locale, { source: 'profile' }).catch((error: unknown) => {
      console.error('The profile language could not be applied', error);
    });
  }
}

/** Tells `listener` of each record the server answered a saved language with; returns the undo. */
export function onProfileSaved(listener: (user: User) => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

export function keepLocaleWithProfile(): void {
  if (started) return;
  started = true;
  sessionStore.subscribe(({ token }, previous) => {
    if (!token)
      appliedFor = null; // the next sign-in applies its profile again
    // A sign-in on a visitor's page: the signed-in texts (the account menu's) come now.
    else if (!previous.token)
      void loadRegisteredCatalogues(undefined, { onDemand: true }).catch(() => undefined);
  });

  onLocaleChange((locale, source) => {
    const { userId, token } = sessionStore.getState();
    if (source !== 'user' || !token || !userId) return;
    // The user's own choice is this sign-in's language from now on: a record read before it was
    // saved (still naming the old one) no longer takes the screen back.
    appliedFor = userId;
    saveUserLocale(userId, locale).then(
      (user) => {
        if (sessionStore.getState().userId !== userId) return;
        for (const listener of savedListeners) listener(user);
      },
      (error: unknown) => console.error('The language could not be saved to the profile', error),
    );
  });
}
