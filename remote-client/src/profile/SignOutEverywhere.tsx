import { useId, useState } from 'react';
import { sessionStore, signOutEverywhere } from 'shared-api';
import { Button, toast } from 'shared-ui';
import { useT } from 'shared-i18n';
import { ProfileSection } from './ProfileSection';

/** How long the toast shows before the page goes home (as the account menu's logout does). */
export const SIGNED_OUT_RELOAD_DELAY_MS = 2000;

/**
 * "Sign out everywhere": the server ends every session of the account (other browsers and
 * devices, and their download links, stop at their next call); this browser then forgets its
 * own session and goes home, as after a logout.
 */
export function SignOutEverywhere() {
  const t = useT();
  const heading = useId();
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await signOutEverywhere();
    } catch {
      setBusy(false);
      toast.error(t('client.profile.signOutEverywhereFailure'));
      return;
    }
    // The query layer forgets what this user read as their session ends.
    sessionStore.getState().clearSession();
    toast.success(t('client.profile.signedOutEverywhere'));
    setTimeout(() => window.location.assign('/'), SIGNED_OUT_RELOAD_DELAY_MS);
  };

  return (
    <ProfileSection aria-labelledby={heading}>
      <h2 id={heading}>{t('client.profile.sessionsTitle')}</h2>
      <p>{t('client.profile.sessionsHint')}</p>
      <Button
        variant="secondary"
        loading={busy}
        loadingLabel={t('client.profile.signingOutEverywhere')}
        onClick={() => void signOut()}
      >
        {t('client.profile.signOutEverywhere')}
      </Button>
    </ProfileSection>
  );
}
