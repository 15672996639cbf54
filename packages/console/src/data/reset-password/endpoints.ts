/** The root-password reset endpoints: method and path only, from `@quiver/contract/wire`. */
export { resetPasswordRoutes as resetPassword } from '@quiver/contract/wire';
