/** The signed-in user's profile (`/user/profile`), as the account settings' tests start from it. */
export const profile = {
  email: 'ada@example.com',
  loginId: 'ada',
  registeredAt: '2026-11-01T09:00:00.000Z',
  lastLoginAt: null,
  name: 'Ada',
  phone: null,
  postalCode: null,
  country: null,
  city: null,
  address: null,
};
