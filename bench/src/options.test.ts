import { describe, expect, it } from 'vitest';
import { DEFAULTS, isComplete, parseOptions } from './options.ts';

describe('bench options', () => {
  it('runs every part with the reported run counts by default', () => {
    expect(parseOptions([])).toEqual(DEFAULTS);
    expect(DEFAULTS.interactionRuns).toBeGreaterThanOrEqual(10);
    expect(DEFAULTS.parts).toEqual(['weight', 'transfer', 'page', 'interaction', 'render', 'services']);
    expect(parseOptions(['--only', 'soak', '--soak-minutes', '2'])).toMatchObject({ parts: ['soak'], soakMinutes: 2 });
  });

  it('runs only the parts asked for, in the bench’s order, scale meaning services', () => {
    expect(parseOptions(['--only', 'scale,weight']).parts).toEqual(['weight', 'services']);
    expect(parseOptions(['--only', 'render,transfer']).parts).toEqual(['transfer', 'render']);
  });

  it('makes --quick a smoke run that later flags can still adjust', () => {
    const quick = parseOptions(['--quick', '--runs', '2']);
    expect(quick.lighthouseRuns).toBe(2);
    expect(quick.interactionRuns).toBe(3);
    expect(quick.quick).toBe(true);
  });

  it('refuses unknown parts, unknown flags and non-numbers', () => {
    expect(() => parseOptions(['--only', 'speed'])).toThrow(/speed/);
    expect(() => parseOptions(['--fast'])).toThrow(/--fast/);
    expect(() => parseOptions(['--duration', 'ten'])).toThrow(/--duration/);
    expect(() => parseOptions(['--runs'])).toThrow(/--runs/);
  });

  it('shows the history instead of measuring with --history', () => {
    expect(parseOptions([]).history).toBe(false);
    expect(parseOptions(['--history'])).toEqual({ ...DEFAULTS, history: true });
  });

  it('calls a run complete only with every default part at the reported counts', () => {
    expect(isComplete(parseOptions(['--no-build']))).toBe(true);
    expect(isComplete(parseOptions(['--only', 'render']))).toBe(false);
    expect(isComplete(parseOptions(['--quick']))).toBe(false);
    expect(isComplete(parseOptions(['--only', 'weight,transfer,page,interaction,render,services,soak']))).toBe(true);
  });

  it('reads the build choice', () => {
    expect(parseOptions(['--no-build']).build).toBe('never');
    expect(parseOptions(['--build']).build).toBe('always');
  });
});
