import { useEffect, useState } from 'react';
import { useSession } from 'shared-api';

type AccountModule = typeof import('shared-account');

let loaded: AccountModule | null = null;
let loading: Promise<AccountModule | null> | null = null;

/**
 * The header controls' code (the bell and the account menu: shared-account, one copy for the
 * shell and the dedicated admin entry), fetched for a signed-in user only: a visitor's page never
 * downloads it. Never rejects: should it fail to load, the header goes without it and the next
 * call asks again.
 */
export function loadAccountMenu(): Promise<AccountModule | null> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('shared-account').then(
    (module) => (loaded = module),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

/**
 * The signed-in user's bell and account menu in the shell's header; nothing for a visitor. A
 * signed-in page has its code before it renders (the route loader loads it): it shows at once.
 */
export function AccountMenu() {
  const token = useSession((s) => s.token);
  const [account, setAccount] = useState(loaded);
  useEffect(() => {
    if (!token || account) return;
    let current = true;
    void loadAccountMenu().then((module) => {
      if (current && module) setAccount(module);
    });
    return () => {
      current = false;
    };
  }, [token, account]);
  if (!token || !account) return null;
  return <account.AccountMenu />;
}
