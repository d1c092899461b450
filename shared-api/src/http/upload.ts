import type { AxiosRequestConfig } from 'axios';

/** What an upload may be given: progress 0…1, and a signal that aborts it (the server keeps nothing). */
export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Axios's progress event as a fraction 0…1, when it can tell. */
function progressOf(event: { progress?: number; loaded: number; total?: number }) {
  const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
  return fraction === undefined ? undefined : Math.min(1, Math.max(0, fraction));
}

/** An upload's axios options (submit and update alike): its abort signal and its progress 0…1. */
export function uploadConfig({ onProgress, signal }: UploadOptions): AxiosRequestConfig {
  return {
    signal,
    onUploadProgress: (event) => {
      const fraction = progressOf(event);
      if (onProgress && fraction !== undefined) onProgress(fraction);
    },
  };
}
