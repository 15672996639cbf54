// The wizard's steps and their routes (spec section 2): each step is its own address, so the
// browser's back and forward buttons move between steps and a reload stays on the step.
import { wizardReviewStepId } from '@quiver/ui';
import { routePaths, type AppPath } from '../../lib/brand.ts';

export const createStepIds = ['instance', 'settings', 'account', wizardReviewStepId] as const;
export type CreateStepId = (typeof createStepIds)[number];

export const createStepPaths: Record<CreateStepId, AppPath> = {
  instance: routePaths.blazeInstance,
  settings: routePaths.blazeSetting,
  account: routePaths.blazeAccount,
  review: routePaths.blazeReview,
};

/** The step shown at `pathname`, or undefined outside the wizard. */
export function stepAtPath(pathname: string): CreateStepId | undefined {
  return createStepIds.find((id) => createStepPaths[id] === pathname);
}

export const isCreatePath = (pathname: string) => stepAtPath(pathname) !== undefined;
