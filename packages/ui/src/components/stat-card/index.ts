export { StatCard, statTrendDirections, statTrendSentiments } from './stat-card.tsx';
export type {
  StatCardProps,
  StatTrend,
  StatTrendDirection,
  StatTrendSentiment,
} from './stat-card.tsx';
