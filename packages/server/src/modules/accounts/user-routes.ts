// GET /user/info, /user/ip, /user/profile and POST /user/profile/update.
import { brand, userEndpoints } from '@quiver/contract';
import { handleSignedIn } from '../../http/handle.ts';
import { updateUser, type UserRow } from './repo.ts';

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
  })),
  handleSignedIn(userEndpoints.ip, async (_input, { request }) => ({ ip: request.ip })),
  handleSignedIn(userEndpoints.profile, async (_input, { caller }) => profileOf(caller.user)),
  handleSignedIn(userEndpoints.updateProfile, async (input, { services, caller }) => {
    const updated = await updateUser(services.db, caller.user.id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.postalCode !== undefined && { postalCode: input.postalCode }),
      ...(input.country !== undefined && { country: input.country }),
      ...(input.city !== undefined && { city: input.city }),
      ...(input.address !== undefined && { address: input.address }),
    });
    return profileOf(updated ?? caller.user);
  }),
];
