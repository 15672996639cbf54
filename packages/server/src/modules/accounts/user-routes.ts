// GET /user/info, /user/ip, /user/profile and POST /user/profile/update.
import { brand, userEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';
import type { UserRow } from './service.ts';

function profileOf(user: UserRow) {
  return {
    email: user.email,
    loginId: user.email,
    registeredAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    name: user.name,
    phone: user.phone,
    postalCode: user.postalCode,
    country: user.country,
    city: user.city,
    address: user.address,
  };
}

export const userHandlers = [
  handleSignedIn(userEndpoints.info, async (_input, { services, caller }) => ({
    id: caller.user.id,
    email: caller.user.email,
    identityType: caller.user.identityType,
    isTwofa: caller.user.totpEnabled,
    [brand.staffFlag]: services.accounts.isStaff(caller.user),
    status: caller.user.status,
    name: caller.user.name,
    createdAt: caller.user.createdAt.toISOString(),
    lastLoginAt: caller.user.lastLoginAt?.toISOString() ?? null,
    // Only an account in review can have an application waiting.
    betaAppliedAt:
      caller.user.status === 'REVIEW' ? await services.beta.pendingSince(caller.user.id) : null,
  })),
  handleSignedIn(userEndpoints.ip, async (_input, { request }) => ({ ip: request.ip })),
  handleSignedIn(userEndpoints.profile, async (_input, { caller }) => profileOf(caller.user)),
  handleSignedIn(userEndpoints.updateProfile, async (input, { services, caller }) =>
    profileOf(await services.accounts.updateProfile(caller.user, input)),
  ),
];
