// The wizard's steps and their addresses (spec section 2 names two routes): the cluster step is
// /powerhouse/createInstance, the settings step /powerhouse/createInstanceSetting and the review
// the same route with `?step=review`, so the browser's back and forward buttons move between the
// three and a reload stays on the step.
import { wizardReviewStepId } from '@quiver/ui';
import { routePaths } from '../../lib/brand.ts';
import type { ClusterStepId } from './cluster-form.ts';

export type ClusterWizardStep = ClusterStepId | typeof wizardReviewStepId;

export const clusterStepPaths: Record<ClusterWizardStep, string> = {
  cluster: routePaths.powerhouseCreate,
  settings: routePaths.powerhouseCreateSetting,
  review: `${routePaths.powerhouseCreateSetting}?step=${wizardReviewStepId}`,
};

/** The step shown at a location, or undefined outside the wizard. */
export function clusterStepAt(pathname: string, search: string): ClusterWizardStep | undefined {
  if (pathname === routePaths.powerhouseCreate) return 'cluster';
  if (pathname !== routePaths.powerhouseCreateSetting) return undefined;
  return new URLSearchParams(search).get('step') === wizardReviewStepId
    ? wizardReviewStepId
    : 'settings';
}

export const isClusterWizardPath = (pathname: string) =>
  pathname === routePaths.powerhouseCreate || pathname === routePaths.powerhouseCreateSetting;
