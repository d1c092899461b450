import { useIsLoggedIn } from 'shared-api';

/** Spec §2: Submit Case goes to /login for a visitor, to /user-dashboard with a stored token. */
export function submitCaseTarget(loggedIn: boolean): { to: string; label: string } {
  return loggedIn
    ? { to: '/user-dashboard', label: 'SubmitCase/DashBoard' }
    : { to: '/login', label: 'Submit Case' };
}

export function useSubmitCaseTarget() {
  return submitCaseTarget(useIsLoggedIn());
}

/** Resolves a content link: 'submit-case' follows the rule above, anything else is a route. */
export function resolveContentLink(to: string, loggedIn: boolean): string {
  return to === 'submit-case' ? submitCaseTarget(loggedIn).to : to;
}
