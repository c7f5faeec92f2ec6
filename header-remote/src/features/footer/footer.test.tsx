import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIND_A_STORE_URL } from '@grocer/shared-contracts';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { Footer } from './footer.tsx';
import { mountFooter } from './mount-footer.tsx';
import { FOOTER_FIXTURE } from './testing/footer-fixture.ts';

const API = 'http://api.test';

/** The services as the footer sees them: GET content/footer answers `answer`, and every call is kept. */
function serveFooter(answer: { status: number; body: unknown } = { status: 200, body: FOOTER_FIXTURE }) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push(request);
      if (new URL(request.url).pathname !== '/content/footer') return new Response('not found', { status: 404 });
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return calls;
}

/** A phone: no query for md and up matches. */
function onAPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      media: query,
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the site footer', () => {
  it('shows the footer taxonomy as headed groups of links, the store finder opening in a new tab', async () => {
    const calls = serveFooter();
    const { container } = render(<Footer services={{ api: API }} />);
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Customer service', 'Shopping with us']);
    expect(within(footer).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/ecom/shop/browse/offers');
    const store = within(footer).getByRole('link', { name: 'Find a store (opens in a new tab)' });
    expect(store).toHaveAttribute('href', FIND_A_STORE_URL);
    expect(store).toHaveAttribute('target', '_blank');
    expect(store).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('contentinfo')).toContainElement(footer);
    // Public content: the call carries no shopper's token.
    expect(calls.map((call) => [call.method, call.url, call.headers.get('authorization')])).toEqual([
      ['GET', `${API}/content/footer`, 'Bearer unauthenticated'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('asks the content service when the host names one', async () => {
    const calls = serveFooter();
    render(<Footer services={{ api: API, content: 'http://content.test/cms' }} />);
    await screen.findByRole('navigation', { name: 'Footer' });
    expect(calls.map((call) => call.url)).toEqual(['http://content.test/cms/content/footer']);
  });

  it.each([
    ['the service fails', { status: 503, body: { error: 'unavailable', message: 'Down' } }],
    [
      'the answer is not a footer',
      {
        status: 200,
        body: { groups: [{ id: 'x', name: 'X', links: [{ id: 'l', name: 'Bad', url: 'javascript:alert(1)' }] }] },
      },
    ],
    ['the answer is larger than any footer', { status: 200, body: { groups: [], padding: 'x'.repeat(70_000) } }],
  ])('keeps customer service and the store finder when %s, and reports it', async (_case, answer) => {
    serveFooter(answer);
    const onEvent = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Footer services={{ api: API }} clientLogging onEvent={onEvent} />);
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Customer service', 'Find a store (opens in a new tab)']);
    expect(screen.queryByRole('link', { name: 'Bad' })).not.toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith('header_error', expect.objectContaining({ code: 'footer_load_failed' }));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Error loading footer'), expect.anything());
    await expectNoAxeViolations(container);
  });

  it('logs a call that got no answer as every call is, with its service and path, and keeps its fixed links', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Footer services={{ api: API }} clientLogging />);
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('API request failed'),
      expect.objectContaining({ service: 'content', path: '/content/footer', status: 0, message: 'Failed to fetch' }),
    );
  });

  it('shows nothing but an empty footer while the taxonomy loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    render(<Footer services={{ api: API }} />);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-footer-status', 'loading');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('on a phone, folds each group behind a disclosure button a keyboard opens', async () => {
    onAPhone();
    serveFooter();
    const user = userEvent.setup();
    const { container } = render(<Footer services={{ api: API }} />);
    const toggle = await screen.findByRole('button', { name: 'Shopping with us' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The + and − are seen, and kept out of the name: it is the group's name alone.
    expect(within(toggle).getByText('+')).toBeVisible();
    expect(toggle).toHaveAccessibleName('Shopping with us');
    expect(screen.queryByRole('link', { name: 'Offers' })).not.toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(toggle).getByText('\u2212')).toBeVisible();
    expect(toggle).toHaveAccessibleName('Shopping with us');
    expect(screen.getByRole('link', { name: 'Offers' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('mounts into an element for hosts without React, and unmounts', async () => {
    serveFooter();
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountFooter(element, { services: { api: API } });
    expect(await within(element).findByRole('link', { name: 'Offers' })).toBeInTheDocument();
    unmount();
    expect(element).toBeEmptyDOMElement();
    element.remove();
  });
});
