import type { ComponentProps, ReactNode } from 'react';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Card } from '../card/card.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';

export const statTrendDirections = ['up', 'down', 'flat'] as const;
export type StatTrendDirection = (typeof statTrendDirections)[number];
/** Whether the change is good news: colour follows meaning, not direction (cost up is bad). */
export const statTrendSentiments = ['positive', 'negative', 'neutral'] as const;
export type StatTrendSentiment = (typeof statTrendSentiments)[number];

export interface StatTrend {
  /** Which way the number moved. */
  direction: StatTrendDirection;
  /** What changed, in words, e.g. `+12% since last month` (the icon alone says nothing to a screen reader). */
  text: string;
  /** Good, bad or neither; defaults to neutral. */
  sentiment?: StatTrendSentiment;
}

export interface StatCardProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the number is, e.g. `Running instances`. */
  label: ReactNode;
  /** The number, as text or an `<Amount />`. */
  value: ReactNode;
  /** A line of context under the value, e.g. `of 5 allowed`. */
  hint?: ReactNode;
  /** Change since an earlier period. */
  trend?: StatTrend;
  /** A small decorative icon beside the label. */
  icon?: ReactNode;
  /** Shows a placeholder for the value while it loads. */
  loading?: boolean;
  /** Read to screen readers while loading. */
  loadingLabel?: string;
}

const trendIcon = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;
const sentimentClass: Record<StatTrendSentiment, string> = {
  positive: 'text-success-text',
  negative: 'text-danger-text',
  neutral: 'text-muted-fg',
};

/** One key figure of a dashboard (instances, month-to-date cost, credits): label, value, hint, trend. */
export function StatCard({
  label,
  value,
  hint,
  trend,
  icon,
  loading = false,
  loadingLabel = 'Loading',
  className,
  ...props
}: StatCardProps) {
  const TrendIcon = trend ? trendIcon[trend.direction] : null;
  return (
    <Card
      data-slot="stat-card"
      aria-busy={loading || undefined}
      className={cn('gap-1 px-5 py-4', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-2 text-sm text-muted-fg">
        <span>{label}</span>
        {icon ? (
          <span aria-hidden="true" className="[&_svg]:size-4">
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? (
        <>
          <Skeleton className="my-1 h-7 w-24" />
          <span className="sr-only">{loadingLabel}</span>
        </>
      ) : (
        <div data-slot="stat-card-value" className="text-2xl font-semibold tabular-nums">
          {value}
        </div>
      )}
      {hint || trend ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          {trend && TrendIcon ? (
            <span
              data-slot="stat-card-trend"
              data-direction={trend.direction}
              data-sentiment={trend.sentiment ?? 'neutral'}
              className={cn(
                'inline-flex items-center gap-1 font-medium',
                sentimentClass[trend.sentiment ?? 'neutral'],
              )}
            >
              <TrendIcon aria-hidden="true" className="size-3.5" />
              {trend.text}
            </span>
          ) : null}
          {hint ? <span className="text-muted-fg">{hint}</span> : null}
        </div>
      ) : null}
    </Card>
  );
}
