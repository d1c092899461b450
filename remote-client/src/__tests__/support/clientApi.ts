import { toast } from 'shared-ui';
import { sessionStore, userStore } from 'shared-api';
import { casesStore, singleCaseStore } from 'shared-api/queries';

export { fakeApi, fail, ok, signIn } from 'shared-api/src/testing/fakeApi';

/** Back to a clean slate between tests. */
export function resetStores() {
  sessionStore.getState().clearSession();
  casesStore.setState({ cases: [], loading: false, error: null });
  singleCaseStore.setState({ singleCaseData: null, loading: false, error: null });
  userStore.getState().clear();
  toast.remove();
}
