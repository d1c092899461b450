import { useCallback, useRef } from 'react';
import { useBeforeUnload } from 'react-router-dom';

/** While `active`, reloading or closing the tab asks first (an upload would be lost). */
export function useLeaveWarning(active: boolean): void {
  const activeRef = useRef(active);
  activeRef.current = active;
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (!activeRef.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to ask
    }, []),
  );
}
