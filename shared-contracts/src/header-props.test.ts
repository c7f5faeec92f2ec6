import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HeaderPropsSchema, parseHeaderProps } from './header-props.ts';

describe('parseHeaderProps', () => {
  it('fills every default when the host passes only its service URL', () => {
    const { props, problems } = parseHeaderProps({ services: { api: 'https://api.fernleaf.example' } });
    expect(problems).toEqual([]);
    expect(props).toEqual({
      services: { api: 'https://api.fernleaf.example' },
      features: { searchHistory: false, sitePinBar: false, menuBanners: false },
      placement: 'default',
      search: { customTags: [] },
      clientLogging: false,
    });
  });

  it('takes the custom tags every search carries, and refuses a tag that is not lower-case words joined by hyphens', () => {
    expect(parseHeaderProps({ search: { customTags: ['christmas', 'party-food'] } }).props.search).toEqual({
      customTags: ['christmas', 'party-food'],
    });
    for (const customTags of [['Christmas'], ['party food'], ['-party'], ['a'.repeat(51)], Array(11).fill('x')]) {
      const { props, problems } = parseHeaderProps({ search: { customTags } });
      expect(props.search).toEqual({ customTags: [] });
      expect(problems).toEqual([expect.stringMatching(/^search: /)]);
    }
  });

  it('takes a taxonomy depth from the Shop menu depth, 4, to the services deepest, 10', () => {
    expect(parseHeaderProps({}).props.taxonomyDepth).toBeUndefined();
    for (const depth of [4, 6, 7, 10])
      expect(parseHeaderProps({ taxonomyDepth: depth }).props.taxonomyDepth).toBe(depth);
    for (const depth of [3, 11, 6.5, '7']) {
      const { props, problems } = parseHeaderProps({ taxonomyDepth: depth });
      expect(props.taxonomyDepth).toBeUndefined();
      expect(problems).toEqual([expect.stringMatching(/^taxonomyDepth: /)]);
    }
  });

  it('accepts a same-origin path as a service base', () => {
    expect(parseHeaderProps({ services: { api: '/api' } }).problems).toEqual([]);
  });

  it('keeps the valid fields and defaults only the invalid ones, saying which', () => {
    const onEvent = () => {};
    const { props, problems } = parseHeaderProps({
      services: { api: 'not a url' },
      placement: 'sideways',
      features: { searchHistory: true },
      onEvent,
    });
    expect(props.services).toEqual({ api: '/' });
    expect(props.placement).toBe('default');
    expect(props.features.searchHistory).toBe(true);
    expect(props.onEvent).toBe(onEvent);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^services: Expected an absolute http\(s\) URL/);
    expect(problems[1]).toMatch(/^placement: /);
  });

  it('rejects an onEvent that is not a function', () => {
    const { props, problems } = parseHeaderProps({ onEvent: 'alert(1)' });
    expect(props.onEvent).toBeUndefined();
    expect(problems).toEqual(['onEvent: onEvent must be a function']);
  });

  it('reports a non-object input and falls back to all defaults', () => {
    const { props, problems } = parseHeaderProps(42);
    expect(props).toEqual(HeaderPropsSchema.parse({}));
    expect(problems[0]).toBe('Header props must be an object');
  });

  it('never throws and always yields props that satisfy the schema, whatever the host passes', () => {
    const anyProps = fc.oneof(
      fc.anything(),
      fc.record(
        {
          services: fc.oneof(fc.anything(), fc.record({ api: fc.oneof(fc.string(), fc.webUrl()) })),
          features: fc.anything(),
          placement: fc.oneof(fc.constantFrom('home', 'default'), fc.anything()),
          clientLogging: fc.anything(),
          contractVersion: fc.anything(),
          search: fc.oneof(fc.anything(), fc.record({ customTags: fc.array(fc.string()) })),
          taxonomyDepth: fc.oneof(fc.anything(), fc.integer({ min: 0, max: 12 })),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(anyProps, (input) => {
        const { props, problems } = parseHeaderProps(input);
        expect(HeaderPropsSchema.safeParse(props).success).toBe(true);
        // Valid input is reported clean; anything reported means something was defaulted.
        expect(problems.length === 0).toBe(HeaderPropsSchema.safeParse(input).success);
      }),
    );
  });
});
