/** Hands fetched bytes to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns: free it a while later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
