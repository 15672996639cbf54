import { SegmentedControl } from '@quiver/ui';
import type { MetricRange } from '../../../data/monitor/keys.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import '../../../i18n/areas/instance-monitoring/index.ts';

/** The ranges the monitoring and log tabs offer (spec issue: 1 h, 6 h, 24 h, 7 d). */
export const timeRanges: readonly MetricRange[] = ['1h', '6h', '24h', '7d'];

/** A range from the URL; anything else is the last hour. */
export function readTimeRange(value: string | null): MetricRange {
  return (timeRanges as readonly (string | null)[]).includes(value) ? (value as MetricRange) : '1h';
}

/** The range choice: short labels (`6 h`) with their names in words for screen readers. */
export function TimeRangeControl({
  value,
  onValueChange,
  label,
}: {
  value: MetricRange;
  onValueChange: (range: MetricRange) => void;
  /** The group's accessible name. */
  label: string;
}) {
  const { t } = useTranslation();
  const options = [
    {
      value: '1h',
      label: t('instance-monitoring.range.1h'),
      accessibleLabel: t('instance-monitoring.range.1h-long'),
    },
    {
      value: '6h',
      label: t('instance-monitoring.range.6h'),
      accessibleLabel: t('instance-monitoring.range.6h-long'),
    },
    {
      value: '24h',
      label: t('instance-monitoring.range.24h'),
      accessibleLabel: t('instance-monitoring.range.24h-long'),
    },
    {
      value: '7d',
      label: t('instance-monitoring.range.7d'),
      accessibleLabel: t('instance-monitoring.range.7d-long'),
    },
  ] as const;
  return (
    <SegmentedControl<MetricRange>
      size="sm"
      label={label}
      options={options}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
