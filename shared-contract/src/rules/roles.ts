/** The roles of spec §1: registration makes clients; lawyers are adminStaff. */
export const ROLES = ['client', 'adminStaff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
