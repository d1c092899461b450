import { toast } from 'shared-ui';
import { sessionStore, userStore, type Case } from 'shared-api';
import { casesStore, singleCaseStore } from 'shared-api/queries';
import { aCase as baseCase } from 'shared-api/src/testing/fixtures';

export { fakeApi, fail, ok, signIn } from 'shared-api/src/testing/fakeApi';

/** Back to a clean slate between tests. */
export function resetStores() {
  sessionStore.getState().clearSession();
  casesStore.setState({ cases: [], loading: false, error: null });
  singleCaseStore.setState({ singleCaseData: null, loading: false, error: null });
  userStore.getState().clear();
  toast.remove();
}

let counter = 0;
/** A case as the server sends it, each with its own id, summary and file link. */
export function aCase(overrides: Partial<Case> = {}): Case {
  counter += 1;
  const id = overrides._id ?? `case-${counter}`;
  return baseCase({
    _id: id,
    id,
    summary: `Summary of case ${counter}`,
    file: `http://localhost:4000/api/files/${id}?exp=1&sig=x`,
    ...overrides,
  });
}
