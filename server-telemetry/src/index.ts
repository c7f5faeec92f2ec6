export {
  Counter,
  Gauge,
  Histogram,
  LATENCY_BUCKETS,
  MetricsConfigError,
  metricsAccess,
  registry,
  serveMetrics,
  type MetricsAccess,
} from './metrics.ts';
export { currentTraceId, inSpan, startTracing, traceRequests, tracedFetch, type Tracing } from './tracing.ts';
