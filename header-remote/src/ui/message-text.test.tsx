import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectFastOnHostileInput, repeatTo } from '../../../test-support/hostile-input.ts';
import { MessageText } from './message-text.tsx';
import { fillPlaceholders, MAX_MESSAGE_CHARS, parseMessage } from './parse-message.ts';

describe('message text (spec section 3): ${name} placeholders', () => {
  it('fills each placeholder from the params', () => {
    expect(fillPlaceholders('Please call ${phone} before ${time}.', { phone: '0800 188 884', time: '9pm' })).toBe(
      'Please call 0800 188 884 before 9pm.',
    );
  });

  it('leaves out a placeholder with no value, and keeps text that only looks like one', () => {
    expect(fillPlaceholders('Hello ${name}!', {})).toBe('Hello !');
    expect(fillPlaceholders('Costs ${ and ${not a name} and $5', { name: 'x' })).toBe(
      'Costs ${ and ${not a name} and $5',
    );
    expect(fillPlaceholders('${constructor}${__proto__}', {})).toBe('');
  });

  it('never reads a value as a placeholder or as HTML', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const nodes = parseMessage('<b>${value}</b>', { value }, { html: true });
        expect(nodes).toEqual([{ kind: 'strong', children: value === '' ? [] : [{ kind: 'text', text: value }] }]);
      }),
    );
  });
});

describe('message text: optional HTML', () => {
  it('shows bold, italic, line breaks and site or https links as elements', () => {
    render(
      <p data-testid="message">
        <MessageText
          html
          text={
            '<b>Sorry</b>, <i>please</i> call ${phone}.<br/>Or <a href="/ecom/help-information/customer-service">get help</a>.'
          }
          params={{ phone: '0800 188 884' }}
        />
      </p>,
    );
    const message = screen.getByTestId('message');
    expect(message.querySelector('strong')).toHaveTextContent('Sorry');
    expect(message.querySelector('em')).toHaveTextContent('please');
    expect(message.querySelector('br')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'get help' })).toHaveAttribute(
      'href',
      '/ecom/help-information/customer-service',
    );
    expect(message).toHaveTextContent('Sorry, please call 0800 188 884.Or get help.');
  });

  it('drops any other tag and keeps its text; a link to anywhere but the site or https is text', () => {
    render(
      <p data-testid="message">
        <MessageText
          html
          text={
            '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">click</a> <a href="//evil.example">x</a>'
          }
        />
      </p>,
    );
    const message = screen.getByTestId('message');
    expect(message.querySelector('img, script, [onerror]')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(message).toHaveTextContent('alert(2)click x');
  });

  it('without html, shows the tags as they are written', () => {
    render(
      <p data-testid="message">
        <MessageText text="<b>${name}</b>" params={{ name: 'Bo' }} />
      </p>,
    );
    expect(screen.getByTestId('message').textContent).toBe('<b>Bo</b>');
  });

  it('decodes the usual entities, and closes tags left open', () => {
    expect(parseMessage('Fish &amp; chips &lt;3 <b>open', {}, { html: true })).toEqual([
      { kind: 'text', text: 'Fish & chips <3 ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'open' }] },
    ]);
  });

  it('reads any message, however hostile, in one pass, cut at its limit', async () => {
    for (const unit of ['<', '${', '&', '<a href="', '<b>']) {
      const hostile = repeatTo(unit);
      await expectFastOnHostileInput(`a message of ${unit}`, () => parseMessage(hostile, {}, { html: true }));
      const nodes = parseMessage(hostile, {}, { html: true });
      expect(JSON.stringify(nodes).length).toBeLessThan(MAX_MESSAGE_CHARS * 40);
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (message) => {
        expect(() => parseMessage(message, { a: 'b' }, { html: true })).not.toThrow();
      }),
    );
  });
});
