import { useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf } from './messageOf';

/** Messages by field name; `form` is the one above the form. */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/**
 * The submit pattern of the sign-in forms (spec §5/§8): a failed rule shows beside its field and
 * as a toast; a send clears the messages, shows the button's loading label, and a failed call shows
 * its message above the form and as a toast.
 */
export function useFormSubmit<Field extends string>() {
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [loading, setLoading] = useState(false);

  /** A validation failure: the message beside `field` (or above the form) and focus on `control`. */
  const reject = (field: Field | 'form', message: string, control?: HTMLElement | null) => {
    setErrors({ [field]: message } as FormErrors<Field>);
    toast.error(message);
    control?.focus();
  };

  /** Runs `request`; if it throws, its message (or `fallback`) goes above the form. */
  const send = async (request: () => Promise<void>, fallback: string) => {
    setErrors({});
    setLoading(true);
    try {
      await request();
    } catch (failure) {
      const message = messageOf(failure, fallback);
      setErrors({ form: message } as FormErrors<Field>);
      toast.error(message);
    } finally {
      setLoading(false);
    }
  };

  return { errors, loading, reject, send };
}
