export { ProviderError, metricNames } from './cloud-provider.ts';
export type {
  CloudProvider,
  ProviderAvailability,
  InstanceResources,
  InstanceSpec,
  InstanceSettings,
  ProvisionResult,
  StockRequest,
  StockVerdict,
  SnapshotInfo,
  InstanceRunState,
  InstanceInspection,
  MemoryFit,
  MetricSample,
  MetricName,
  MetricsRequest,
  MetricPoint,
  MetricSeries,
  LogEntry,
  LogsRequest,
  LogPage,
  ProviderErrorCode,
} from './cloud-provider.ts';
export { LocalProvider } from './local-provider.ts';
export type { LocalProviderOptions } from './local-provider.ts';
export { SimulatedCloudProvider, realisticDelays, noDelays } from './simulated-cloud-provider.ts';
export type {
  SimulatedDelays,
  SimulatedFault,
  SimulatedCloudOptions,
  RegionInfo,
  RegionLookup,
} from './simulated-cloud-provider.ts';
export { createCloudProviders, cloudProvidersConfig, scaledDelays } from './registry.ts';
export type { CloudProviders, CloudProvidersConfig, Placement } from './registry.ts';
export {
  answerOf,
  answerRelayedCall,
  decodeCall,
  encodeRelay,
  hostAwareProviders,
  resultOf,
} from './relay.ts';
export type { EngineRole, ProviderCall, ProviderRelay } from './relay.ts';
export { defaultCloudSettings, parseCapacityOverrides, parseFaults } from './cloud-settings.ts';
export type { CloudSettings, VendorFault } from './cloud-settings.ts';
export {
  toMinuteSeries,
  pageLogs,
  maxMetricsRangeMs,
  MetricHistory,
  LogBook,
} from './telemetry.ts';
export { PaymentError } from './payment-provider.ts';
export type {
  PaymentProvider,
  CardDetails,
  CardBrand,
  SavedCard,
  CardErrorCode,
  SaveCardResult,
  ChargeRequest,
  ChargeResult,
} from './payment-provider.ts';
export {
  SandboxPaymentProvider,
  sandboxTestCards,
  passesLuhn,
  brandOf,
} from './sandbox-payment-provider.ts';
