import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf } from './messageOf';

/** Messages by field name; `form` is the one above the form. */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

export interface SendOptions<Field extends string> {
  /**
   * The field a failed call's refusal belongs to (its message lands there instead of above the
   * form), or null: `failure` is what the call threw, `message` the text shown.
   */
  fieldOf?: (failure: unknown, message: string) => Field | null;
  /** Called with the field a server message landed on (to move focus there). */
  onFieldError?: (field: Field) => void;
}

/**
 * The submit pattern of the sign-in forms: a failed rule shows beside its field and
 * as a toast; a send clears the messages, shows the button's loading label, and a failed call shows
 * its message beside its field (or above the form) and as a toast. One toast per form: a new one
 * replaces the last instead of stacking. A field's message clears once the field is fixed.
 */
export function useFormSubmit<Field extends string>() {
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [loading, setLoading] = useState(false);
  const toastId = useId();

  /** A validation failure: the message beside `field` (or above the form) and focus on `control`. */
  const reject = (field: Field | 'form', message: string, control?: HTMLElement | null) => {
    setErrors({ [field]: message } as FormErrors<Field>);
    toast.error(message, { id: toastId });
    control?.focus();
  };

  /**
   * Every broken rule at once: each message beside its field (or above the form), the first as
   * the toast, focus on the first field's `control`.
   */
  const rejectAll = (
    problems: readonly { field: Field | 'form'; message: string }[],
    control?: HTMLElement | null,
  ) => {
    const [first] = problems;
    if (!first) return;
    const next: FormErrors<Field> = {};
    for (const { field, message } of problems) next[field] ??= message;
    setErrors(next);
    toast.error(first.message, { id: toastId });
    control?.focus();
  };

  /**
   * After an edit, the shown messages follow the values: a field no longer in `problems` loses
   * its message (whichever field was edited: a confirmation mended by the password too), one
   * still wrong shows its current rule; a field not yet flagged stays quiet until the next send.
   */
  const review = (problems: readonly { field: Field; message: string }[]) => {
    setErrors((current) => {
      const next: FormErrors<Field> = {};
      if (current.form) next.form = current.form;
      let changed = false;
      for (const field of Object.keys(current) as (Field | 'form')[]) {
        if (field === 'form') continue;
        const problem = problems.find((each) => each.field === field);
        if (problem) next[field] = problem.message;
        if (next[field] !== current[field]) changed = true;
      }
      return changed ? next : current; // nothing to change: no new render
    });
  };

  /** After an edit: drops `field`'s message unless the field still breaks a rule. */
  const settle = (field: Field, stillWrong: boolean) => {
    if (stillWrong) return;
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  /** Runs `request`; if it throws, its message (or `fallback`) goes beside its field or above the form. */
  const send = async (
    request: () => Promise<void>,
    fallback: string,
    { fieldOf, onFieldError }: SendOptions<Field> = {},
  ) => {
    setErrors({});
    setLoading(true);
    try {
      await request();
      toast.dismiss(toastId); // an error toast of an earlier try is answered now
    } catch (failure) {
      const message = messageOf(failure, fallback);
      const field = fieldOf?.(failure, message) ?? null;
      setErrors((field ? { [field]: message } : { form: message }) as FormErrors<Field>);
      toast.error(message, { id: toastId });
      if (field) onFieldError?.(field);
    } finally {
      setLoading(false);
    }
  };

  return { errors, loading, reject, rejectAll, review, send, settle };
}
