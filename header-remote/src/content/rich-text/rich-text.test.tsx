import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichTextBlock, RichTextContent } from '@grocer/shared-contracts/domain';
import { bullet, heading, linkedParagraph, numbered, paragraph, span } from '@grocer/shared-contracts/cms-builders';
import { expectNoAxeViolations } from '../../../../test-support/axe.ts';
import { RichText } from './rich-text.tsx';

const valid = (...blocks: RichTextBlock[]): RichTextContent => ({ valid: true, blocks });

function show(content: RichTextContent, options: { removeEmptyParagraphs?: boolean; minHeadingLevel?: number } = {}) {
  return render(<RichText content={content} {...options} />);
}

describe('Rich text', () => {
  it('shows headings, paragraphs and marked words', () => {
    show(
      valid(
        heading('Free delivery, all year'),
        paragraph(
          span('Save '),
          span('more', ['strong']),
          span(' and ', ['em']),
          span('better', ['underline']),
          span(' was ', ['strike']),
          span('CODE10', ['code']),
        ),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Free delivery, all year', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('more').tagName).toBe('STRONG');
    expect(screen.getByText('and', { exact: false }).tagName).toBe('EM');
    expect(screen.getByText('better').tagName).toBe('U');
    expect(screen.getByText('was', { exact: false }).tagName).toBe('S');
    expect(screen.getByText('CODE10').tagName).toBe('CODE');
  });

  it('keeps headings below the card heading', () => {
    show(valid(heading('Top', 1), heading('Deep', 5)), { minHeadingLevel: 4 });
    expect(screen.getByRole('heading', { name: 'Top', level: 4 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deep', level: 5 })).toBeInTheDocument();
  });

  it('makes bullet and numbered lists, nested by level', () => {
    show(valid(bullet('Any slot'), bullet('Weekdays', 2), bullet('Any day'), numbered('First'), numbered('Second')));
    const [bullets, numbers] = screen.getAllByRole('list').filter((list) => list.parentElement?.tagName !== 'LI');
    expect(bullets?.tagName).toBe('UL');
    expect(numbers?.tagName).toBe('OL');
    const items = within(bullets as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Any slotWeekdays', 'Weekdays', 'Any day']);
    expect(within(items[0] as HTMLElement).getByRole('list')).toHaveTextContent('Weekdays');
    expect(within(numbers as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });

  it('links a markDef link, rewriting a content-management path to the site path', () => {
    show(valid(linkedParagraph('Save with a ', 'Delivery Pass', '/content/fernleaf/en/delivery-pass.html', '.')));
    const link = screen.getByRole('link', { name: 'Delivery Pass' });
    expect(link).toHaveAttribute('href', '/ecom/delivery-pass');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens a _blank link in a new tab with noopener noreferrer, and says so', () => {
    show(valid(linkedParagraph('See ', 'our recipes', 'https://recipes.example/', '', '_blank')));
    const link = screen.getByRole('link', { name: 'our recipes (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the text of a javascript: link without a link', () => {
    show(valid(linkedParagraph('This must not be followed: ', 'unsafe', 'javascript:alert(1)')));
    expect(screen.getByText('unsafe')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders a link inside a link as a span', () => {
    const nested: RichTextBlock = {
      type: 'block',
      markDefs: [
        { key: 'outer', type: 'link', attributes: { href: '/ecom/offers' } },
        { key: 'inner', type: 'link', attributes: { href: '/ecom/recipes' } },
      ],
      children: [{ type: 'span', marks: ['outer'], children: [span('all '), span('offers', ['inner'])] }],
    };
    const { container } = show(valid(nested));
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'all offers' })).toHaveAttribute('href', '/ecom/offers');
    expect(container.querySelector('a a')).toBeNull();
    expect(screen.getByText('offers').tagName).toBe('SPAN');
  });

  it('shows nothing for an invalid block set, or no blocks', () => {
    const invalid = show({ valid: false, blocks: [paragraph(span('Half-published copy'))] });
    expect(invalid.container).toBeEmptyDOMElement();
    expect(screen.queryByText('Half-published copy')).not.toBeInTheDocument();
    invalid.unmount();
    expect(show(valid()).container).toBeEmptyDOMElement();
  });

  it('skips empty paragraphs only when asked', () => {
    const kept = show(valid(paragraph(), paragraph(span('Copy')), paragraph(span('  '))));
    expect(kept.container.querySelectorAll('p')).toHaveLength(3);
    kept.unmount();
    const removed = show(valid(paragraph(), paragraph(span('Copy')), paragraph(span('  '))), {
      removeEmptyParagraphs: true,
    });
    expect(removed.container.querySelectorAll('p')).toHaveLength(1);
    removed.unmount();
    expect(show(valid(paragraph()), { removeEmptyParagraphs: true }).container).toBeEmptyDOMElement();
  });

  it('never shows an empty heading', () => {
    const { container } = show(valid(heading(' '), paragraph(span('Copy'))));
    expect(container.querySelector('h3')).toBeNull();
  });

  it('applies safe attributes as styles and drops the rest', () => {
    show(
      valid({
        type: 'block',
        attributes: { color: '#1a4d1a', textAlign: 'center', fontSize: 'url(x)', marginLeft: '16px' },
        children: [{ type: 'span', text: 'Styled', attributes: { fontWeight: '700', color: 'red;display:none' } }],
      }),
    );
    const block = screen.getByText('Styled').closest('p');
    expect(block?.getAttribute('style')).toBe('color: rgb(26, 77, 26); text-align: center; margin-left: 16px;');
    expect(screen.getByText('Styled').getAttribute('style')).toBe('font-weight: 700;');
  });

  it('shows markup in text as text', () => {
    const { container } = show(valid(paragraph(span('<img src=x onerror=alert(1)><script>alert(1)</script>'))));
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)><script>alert(1)</script>')).toBeInTheDocument();
  });

  it('passes axe', async () => {
    const { container } = show(
      valid(
        heading('Free delivery, all year'),
        linkedParagraph('Save on every order with a ', 'Delivery Pass', '/content/fernleaf/en/delivery-pass.html', '.'),
        bullet('Any slot, any day'),
        bullet('Cancel at any time'),
      ),
    );
    await expectNoAxeViolations(container);
  });
});
