/** The admin table paints a status red only when it is exactly the lowercase word pending (spec §2). */
export function isPendingStatus(status: string | null | undefined): boolean {
  return status === 'pending';
}
