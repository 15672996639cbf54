// The graph engine's settings a new Blaze instance or Powerhouse cluster starts with: memory
// threshold, log level and node ID cache. One set of fields, rules, defaults and review lines for
// both wizards (the configuration screens change them later through `/…/update/config`).
import { useFormContext } from 'react-hook-form';
import {
  MEMORY_THRESHOLD_MAX,
  MEMORY_THRESHOLD_MIN,
  NODE_ID_CACHE_MAX,
  logLevelFromNumber,
  logLevelNumber,
  logLevelNumbers,
  logLevels,
  memoryThreshold,
  nodeIdCache,
} from '@quiver/validation';
import { instanceDefaults } from '@quiver/contract';
import { NumberField, SelectField, type DescriptionListItem } from '@quiver/ui';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/areas/blaze-create/index.ts';

/** The engine settings as typed (text, so nothing typed is reformatted). */
export interface EngineSettingsValues {
  memoryThreshold: string;
  logLevel: string;
  nodeIdCache: string;
}

export const engineSettingKeys = ['memoryThreshold', 'logLevel', 'nodeIdCache'] as const;

/** The contract's defaults, as a new form holds them. */
export function engineSettingsDefaults(): EngineSettingsValues {
  return {
    memoryThreshold: String(instanceDefaults.memoryThreshold),
    logLevel: String(instanceDefaults.logLevel),
    nodeIdCache: String(instanceDefaults.nodeIdCache),
  };
}

/** The server's rules for the three settings (they parse the text into numbers). */
export const engineSettingsRules = { memoryThreshold, logLevel: logLevelNumber, nodeIdCache };

/** The three fields, in a form whose values include them. */
export function EngineSettingsFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<EngineSettingsValues>();
  return (
    <>
      <NumberField
        control={control}
        name="memoryThreshold"
        label={t('blaze-create.settings.memory-threshold')}
        hint={t('blaze-create.settings.memory-threshold-hint', {
          min: MEMORY_THRESHOLD_MIN,
          max: MEMORY_THRESHOLD_MAX,
        })}
      />
      <SelectField
        control={control}
        name="logLevel"
        label={t('blaze-create.settings.log-level')}
        hint={t('blaze-create.settings.log-level-hint')}
        options={logLevels.map((level) => ({
          value: String(logLevelNumbers[level]),
          label: t('blaze-create.settings.log-level-option', {
            number: logLevelNumbers[level],
            name: level,
          }),
        }))}
      />
      <NumberField
        control={control}
        name="nodeIdCache"
        label={t('blaze-create.settings.node-id-cache')}
        hint={t('blaze-create.settings.node-id-cache-hint', {
          max: NODE_ID_CACHE_MAX.toLocaleString('en-US'),
        })}
      />
    </>
  );
}

/** The review's lines for the three settings. */
export function useEngineSettingsItems(values: EngineSettingsValues): DescriptionListItem[] {
  const { t } = useTranslation();
  const level = logLevelFromNumber(Number(values.logLevel));
  return [
    {
      term: t('blaze-create.settings.memory-threshold'),
      description: t('blaze-create.review.percent', { value: values.memoryThreshold }),
    },
    {
      term: t('blaze-create.settings.log-level'),
      description: level
        ? t('blaze-create.settings.log-level-option', { number: values.logLevel, name: level })
        : values.logLevel,
    },
    { term: t('blaze-create.settings.node-id-cache'), description: values.nodeIdCache },
  ];
}
