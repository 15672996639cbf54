// The Manager wizard's steps and where each is (spec section 2 names two routes): the placement at
// `/manager/createInstance`, the settings at `/manager/createInstanceSetting`, and the review on
// the settings route with `?step=review`, so back and forward move between steps and a reload stays.
import { wizardReviewStepId } from '@quiver/ui';
import { routePaths, type AppPath } from '../../lib/brand.ts';

export const managerStepIds = ['instance', 'settings', wizardReviewStepId] as const;
export type ManagerStepId = (typeof managerStepIds)[number];

export const managerStepPaths: Record<ManagerStepId, AppPath> = {
  instance: routePaths.managerCreate,
  settings: routePaths.managerCreateSetting,
  review: `${routePaths.managerCreateSetting}?step=review`,
};

/** The step shown at a location, or undefined outside the wizard. */
export function managerStepAt(pathname: string, search: string): ManagerStepId | undefined {
  if (pathname === routePaths.managerCreate) return 'instance';
  if (pathname !== routePaths.managerCreateSetting) return undefined;
  return new URLSearchParams(search).get('step') === 'review' ? 'review' : 'settings';
}

export const isManagerCreatePath = (pathname: string) =>
  pathname === routePaths.managerCreate || pathname === routePaths.managerCreateSetting;
