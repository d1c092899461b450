import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { sessionStore } from '../session/sessionStore';
import { draftValues, readDraft, removeDraft, writeDraft } from './draftStorage';

export interface DraftControls<T> {
  /** True when the form opened with a kept draft (a session ended while it was being typed). */
  restored: boolean;
  /** Fills the form from a record (not kept as a draft); a restored draft wins over it. */
  fill: (values: T) => void;
  /** Forgets the kept draft; the form keeps showing its values (e.g. during a success message). */
  forget: () => void;
  /** Forgets the draft and empties the form: after a deliberate close. */
  clear: () => void;
}

/**
 * A form's text values that outlive the session: each edit is kept in this tab for the signed-in
 * user, and the form opens with it again after the next sign-in. Files cannot be kept (browsers
 * never restore a chosen file).
 */
export function useDraft<T extends { [K in keyof T]: string }>(
  key: string,
  initial: T,
): [T, Dispatch<SetStateAction<T>>, DraftControls<T>] {
  const initialRef = useRef(initial);
  const keptFor = (forKey: string) =>
    draftValues(initialRef.current, readDraft(sessionStore.getState().userId, forKey));
  const [opened, setOpened] = useState(() => ({ key, kept: keptFor(key) }));
  const [values, setState] = useState<T>(opened.kept ?? initial);
  // Only the user's own edits are kept, never values filled from a record.
  const edited = useRef(opened.kept !== null);
  // The same form for another record (e.g. /update-case/1 then /2): start again from its draft.
  if (opened.key !== key) {
    const kept = keptFor(key);
    edited.current = kept !== null;
    setOpened({ key, kept });
    setState(kept ?? initialRef.current);
  }
  const { kept } = opened;

  useEffect(() => {
    if (edited.current) writeDraft(sessionStore.getState().userId, key, values);
  }, [key, values]);

  const setValues = useCallback<Dispatch<SetStateAction<T>>>((next) => {
    edited.current = true;
    setState(next);
  }, []);

  const fill = useCallback(
    (record: T) => {
      if (!kept) setState(record);
    },
    [kept],
  );

  const forget = useCallback(() => {
    edited.current = false;
    removeDraft(sessionStore.getState().userId, key);
  }, [key]);

  const clear = useCallback(() => {
    forget();
    setState(initialRef.current);
  }, [forget]);

  return [values, setValues, { restored: kept !== null, fill, forget, clear }];
}
