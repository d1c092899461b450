import { useIsLoggedIn } from 'shared-api';

/** Submit Case goes to /login for a visitor, to /user-dashboard with a stored token
 * (`label` is a catalogue key). */
export function submitCaseTarget(loggedIn: boolean): { to: string; label: string } {
  return loggedIn
    ? { to: '/user-dashboard', label: 'landing.nav.dashboard' }
    : { to: '/login', label: 'landing.nav.submitCase' };
}

export function useSubmitCaseTarget() {
  return submitCaseTarget(useIsLoggedIn());
}

/** Resolves a content link: 'submit-case' follows the rule above, anything else is a route. */
export function resolveContentLink(to: string, loggedIn: boolean): string {
  return to === 'submit-case' ? submitCaseTarget(loggedIn).to : to;
}
