import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import toast, { useToasterStore } from 'react-hot-toast';

/**
 * An error toast belongs to the page that raised it: when the path changes, the open error toasts
 * go (success toasts such as 'Login Successfully' may announce the next page, so they stay).
 */
export function ErrorToastsEndWithPage(): null {
  const { pathname } = useLocation();
  const { toasts } = useToasterStore();
  const errors = useRef<string[]>([]);
  errors.current = toasts.filter((t) => t.type === 'error' && t.visible).map((t) => t.id);
  const page = useRef(pathname);
  useEffect(() => {
    if (page.current === pathname) return;
    page.current = pathname;
    for (const id of errors.current) toast.dismiss(id);
  }, [pathname]);
  return null; // its own component, so a toast re-renders this and not the page
}
