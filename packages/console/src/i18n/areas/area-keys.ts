/**
 * The catalogues of every text area, for the typed `t()` (i18next.d.ts) and the catalogue test:
 * one line per area. Types only, so nothing here is bundled.
 */
import type accounts from './accounts/en.json';
import type register from './register/en.json';
import type twoFactor from './two-factor/en.json';
import type privacyStep from './privacy-step/en.json';
import type loginFailed from './login-failed/en.json';
import type mfaCode from './mfa-code/en.json';
import type maintain from './maintain/en.json';
import type stepper from './stepper/en.json';
import type passwordRules from './password-rules/en.json';
import type nav from './nav/en.json';
import type backups from './backups/en.json';
import type billing from './billing/en.json';
import type blazeCreate from './blaze-create/en.json';
import type clusters from './clusters/en.json';
import type dashboard from './dashboard/en.json';
import type help from './help/en.json';
import type instanceConfig from './instance-config/en.json';
import type instanceDetail from './instance-detail/en.json';
import type instanceLogs from './instance-logs/en.json';
import type instanceMonitoring from './instance-monitoring/en.json';
import type instances from './instances/en.json';
import type managers from './managers/en.json';
import type mfaTip from './mfa-tip/en.json';
import type notFound from './not-found/en.json';
import type operations from './operations/en.json';
import type query from './query/en.json';
import type questionnaire from './questionnaire/en.json';
import type signedInTitle from './signed-in-title/en.json';
import type vpc from './vpc/en.json';

export type AreaCatalogues = typeof accounts &
  typeof register &
  typeof twoFactor &
  typeof privacyStep &
  typeof loginFailed &
  typeof mfaCode &
  typeof maintain &
  typeof stepper &
  typeof passwordRules &
  typeof nav &
  typeof backups &
  typeof billing &
  typeof blazeCreate &
  typeof clusters &
  typeof dashboard &
  typeof help &
  typeof instanceConfig &
  typeof instanceDetail &
  typeof instanceLogs &
  typeof instanceMonitoring &
  typeof instances &
  typeof managers &
  typeof mfaTip &
  typeof notFound &
  typeof operations &
  typeof query &
  typeof questionnaire &
  typeof signedInTitle &
  typeof vpc;
