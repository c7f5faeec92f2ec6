/** What tests of the servers read their metrics and spans with. */
export { sampleOf } from './read-metrics.ts';
export { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
export { SpanKind } from '@opentelemetry/api';
