import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter.ts';
import { createLogger } from './logger.ts';

describe('createEmitter', () => {
  it('passes events to the host', () => {
    const onEvent = vi.fn();
    createEmitter(onEvent, createLogger(false))('auth_required', { service: 'trolley', status: 401 });
    expect(onEvent).toHaveBeenCalledWith('auth_required', { service: 'trolley', status: 401 });
  });

  it('contains and logs a handler that throws', () => {
    const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const emit = createEmitter(
      () => {
        throw new Error('boom');
      },
      createLogger(true, sink),
    );
    expect(() => emit('header_error', { code: 'x', message: 'y' })).not.toThrow();
    expect(sink.error).toHaveBeenCalledWith(`[header] The host's onEvent handler threw for "header_error"`, {
      error: 'Error: boom',
    });
  });
});

describe('createLogger', () => {
  it('is silent unless client logging is on', () => {
    const sink = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    createLogger(false, sink).error('nope');
    expect(sink.error).not.toHaveBeenCalled();
    createLogger(true, sink).warn('Slow suggestions', { ms: 900 });
    expect(sink.warn).toHaveBeenCalledWith('[header] Slow suggestions', { ms: 900 });
  });
});
