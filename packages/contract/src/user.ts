// The signed-in user: who they are, their profile and their linked marketplace accounts. What their
// account status lets them do is in account-status.ts (DECISIONS.md "Accounts and sessions").
import { z } from 'zod';
import {
  identityType,
  profileName,
  profilePhone,
  profilePostalCode,
  userStatus,
} from '@quiver/validation';
import { brand } from './brand.ts';
import { defineEndpoint, v1 } from './endpoint.ts';
import { externalBinding } from './auth.ts';
import { plainText } from './fields.ts';

/** The staff flag, named by the brand (`isQuiver`). */
const staffFlag = { [brand.staffFlag]: z.boolean() };

/** `GET /user/info`: who is signed in. `isQuiver` (the brand's staff flag) per DECISIONS.md. */
export const userInfo = z.object({
  id: z.string(),
  email: z.string(),
  identityType,
  isTwofa: z.boolean(),
  ...staffFlag,
  status: userStatus,
  /** The profile name, for greetings; null until set. */
  name: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  /**
   * When the account's beta application under review was made (`/auth/user/apply`); null when none
   * waits, so a page opened later still shows "in review" rather than the form again.
   */
  betaAppliedAt: z.iso.datetime().nullable().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Spec §3 "Account": the profile of the Accounts screen; unset values are null. */
export const userProfile = z.object({
  email: z.string(),
  loginId: z.string(),
  registeredAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

const country = plainText(1, 56, 'api.country-invalid', 'api.country-invalid');
const city = plainText(1, 85, 'api.city-invalid', 'api.city-invalid');
const address = plainText(1, 200, 'api.address-invalid', 'api.address-invalid');

/** Profile changes: only the fields sent change; null clears an optional contact field. */
export const profileUpdate = z
  .strictObject({
    name: profileName.optional(),
    phone: profilePhone.nullable().optional(),
    postalCode: profilePostalCode.nullable().optional(),
    country: country.nullable().optional(),
    city: city.nullable().optional(),
    address: address.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'validation.required',
  });

export const userEndpoints = {
  info: defineEndpoint({
    id: 'user.info',
    method: 'GET',
    path: v1('/user/info'),
    auth: 'user',
    summary: 'Who is signed in: e-mail, identity type, two-factor, staff flag, account status.',
    request: z.object({}),
    response: userInfo,
  }),
  ip: defineEndpoint({
    id: 'user.ip',
    method: 'GET',
    path: v1('/user/ip'),
    auth: 'user',
    summary: "The caller's public IP address as the server sees it (to allow it in an instance).",
    request: z.object({}),
    response: z.object({ ip: z.string() }),
  }),
  profile: defineEndpoint({
    id: 'user.profile',
    method: 'GET',
    path: v1('/user/profile'),
    auth: 'user',
    summary: "The caller's account profile.",
    request: z.object({}),
    response: userProfile,
  }),
  updateProfile: defineEndpoint({
    id: 'user.updateProfile',
    method: 'POST',
    path: v1('/user/profile/update'),
    auth: 'user',
    summary: 'Change profile fields (basic or contact information); answers the whole profile.',
    request: profileUpdate,
    response: userProfile,
  }),
  externalBound: defineEndpoint({
    id: 'user.externalBound',
    method: 'GET',
    path: v1('/user/external/bound'),
    auth: 'user',
    summary: "The marketplace accounts linked to the caller's account.",
    request: z.object({}),
    response: z.object({ items: z.array(externalBinding) }),
  }),
} as const;
