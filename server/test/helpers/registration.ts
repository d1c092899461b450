/**
 * A valid POST /api/users/register body for `email` (with Rwandan ID, phone and places), for the
 * API tests and the benches alike; `overrides` replace any field.
 */
export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Aline',
  lastName: 'Uwase',
  email,
  idNo: '1199880012345678',
  phoneNumber: '+250788123456',
  preferredContact: 'email',
  district: 'Gasabo',
  sector: 'Kimironko',
  cell: 'Bibare',
  password: 'Client@12345',
  confirmPassword: 'Client@12345',
  ...overrides,
});
