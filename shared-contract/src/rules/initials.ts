/** Avatar initials: last-name initial first, then first-name initial, upper-cased. */
export function toInitials(firstName?: string | null, lastName?: string | null): string {
  const first = firstName?.trim().charAt(0) ?? '';
  const last = lastName?.trim().charAt(0) ?? '';
  return (last + first).toUpperCase();
}
