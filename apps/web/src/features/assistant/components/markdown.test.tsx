import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown';

const renderMarkdown = (text: string) =>
  render(<Markdown text={text} renderCode={(code, language) => <pre data-language={language}>{code}</pre>} />)
    .container;

describe('the answers’ Markdown', () => {
  afterEach(cleanup);

  it('shows raw HTML as text: a reply can never run script', () => {
    const container = renderMarkdown(
      'Hi <script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\n**<b>bold</b>** [x](javascript:alert(1))',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect(container.textContent).toContain('<img src="x" onerror="window.hacked = true">');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders headings, lists, tables with alignment, inline marks and http links', () => {
    const container = renderMarkdown(
      '# Title\n\n- **one** and `code`\n- *two*\n\n1. first\n2. second\n\n| # | Name |\n|---:|---|\n| 1 | a \\| b |\n\nSee [docs](https://example.com/x).',
    );
    expect(container.querySelector('h3')?.textContent).toBe('Title');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['one and code', 'two']);
    expect(container.querySelector('ul strong')?.textContent).toBe('one');
    expect(container.querySelector('ul em')?.textContent).toBe('two');
    expect([...container.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['first', 'second']);
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['#', 'Name']);
    expect([...container.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1', 'a | b']);
    expect((container.querySelector('td') as HTMLElement).style.textAlign).toBe('right');
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('href')).toBe('https://example.com/x');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('hands fenced code to the code renderer, even while the fence is still open', () => {
    expect(parseBlocks('```ts\nconst a = 1;\n```\nafter')).toEqual([
      { kind: 'code', language: 'ts', code: 'const a = 1;' },
      { kind: 'paragraph', text: 'after' },
    ]);
    expect(parseBlocks('```\n<b>open')).toEqual([{ kind: 'code', language: '', code: '<b>open' }]);
    const container = renderMarkdown('```html\n<script>x()</script>\n```');
    expect(container.querySelector('pre')?.dataset.language).toBe('html');
    expect(container.querySelector('pre')?.textContent).toBe('<script>x()</script>');
    expect(container.querySelector('script')).toBeNull();
  });
});
