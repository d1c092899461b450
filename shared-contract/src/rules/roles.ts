/** The roles: registration makes clients; lawyers are adminStaff; the admin sees every case. */
export const ROLES = ['client', 'adminStaff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
