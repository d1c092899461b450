import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadOptions } from 'shared-api';
import { useLeaveWarning } from './useLeaveWarning';

export type UploadOutcome<T> =
  { status: 'done'; value: T } | { status: 'cancelled' } | { status: 'failed'; error: unknown };

/**
 * One upload at a time on a page: its progress 0…1, a Cancel that aborts it (the server keeps
 * nothing), a warning before the tab is left while it runs, and an abort when the page goes.
 */
export function useUpload() {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  useLeaveWarning(running);

  const run = useCallback(
    async <T>(send: (options: UploadOptions) => Promise<T>): Promise<UploadOutcome<T>> => {
      const current = new AbortController();
      controller.current = current;
      setRunning(true);
      setProgress(0);
      try {
        return {
          status: 'done',
          value: await send({ onProgress: setProgress, signal: current.signal }),
        };
      } catch (error) {
        return current.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error };
      } finally {
        if (controller.current === current) controller.current = null;
        setRunning(false);
      }
    },
    [],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { running, progress, run, cancel };
}
