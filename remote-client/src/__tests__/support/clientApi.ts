import { toast } from 'shared-ui';
import { sessionStore } from 'shared-api';
import { forgetOpenedCase } from '../../cases/lastOpenedCase';

export { fakeApi, fail, ok, signIn } from 'shared-api/src/testing/fakeApi';

/** Back to a clean slate between tests (fakeApi empties the query cache). */
export function resetStores() {
  sessionStore.getState().clearSession();
  forgetOpenedCase();
  toast.remove();
}
