import { Fragment, type ReactNode } from 'react';
import styles from './chat.module.css';

/**
 * The Markdown of the assistant's answers: paragraphs, headings, lists, tables, fenced code,
 * inline code, bold, italics and http(s) links. It is parsed into React elements, so every
 * character of the answer ends up as text: raw HTML (`<script>`, `<img onerror>`) shows as written
 * and never runs (docs/decisions/023).
 */

type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; align: ('left' | 'right' | 'center' | undefined)[]; rows: string[][] }
  | { kind: 'code'; language: string; code: string };

const FENCE = /^\s*```\s*([\w+-]*)\s*$/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** A table row's cells; `\|` is a pipe inside a cell. */
function cellsOf(line: string): string[] {
  const trimmed = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function alignOf(rule: string): 'left' | 'right' | 'center' | undefined {
  const cell = rule.trim();
  if (cell.startsWith(':') && cell.endsWith(':')) return 'center';
  if (cell.endsWith(':')) return 'right';
  return cell.startsWith(':') ? 'left' : undefined;
}

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      i++;
      // An unclosed fence (an answer still streaming) runs to the end.
      while (i < lines.length && !/^\s*```\s*$/.test(lines[i] ?? '')) code.push(lines[i++] ?? '');
      i++;
      blocks.push({ kind: 'code', language: fence[1] ?? '', code: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      i++;
      continue;
    }
    if (line.includes('|') && TABLE_RULE.test(lines[i + 1] ?? '')) {
      const header = cellsOf(line);
      const align = cellsOf(lines[i + 1] ?? '').map(alignOf);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').includes('|') && (lines[i] ?? '').trim() !== '')
        rows.push(cellsOf(lines[i++] ?? ''));
      blocks.push({ kind: 'table', header, align, rows });
      continue;
    }
    if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      for (let item = pattern.exec(line); item; item = pattern.exec(lines[i] ?? '')) {
        items.push(item[1] ?? '');
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() !== '' &&
      !FENCE.test(lines[i] ?? '') &&
      !HEADING.test(lines[i] ?? '') &&
      !BULLET.test(lines[i] ?? '') &&
      !NUMBERED.test(lines[i] ?? '')
    ) {
      paragraph.push(lines[i++] ?? '');
    }
    blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
  }
  return blocks;
}

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

/** Inline Markdown as React nodes; anything else stays text. */
function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) nodes.push(text.slice(last, at));
    const [, code, bold, boldAlt, italic, label, href] = match;
    const key = nodes.length;
    if (code !== undefined)
      nodes.push(
        <code key={key} className={styles.inlineCode}>
          {code}
        </code>,
      );
    else if (bold !== undefined || boldAlt !== undefined)
      nodes.push(<strong key={key}>{renderInline(bold ?? boldAlt ?? '')}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key}>{renderInline(italic)}</em>);
    else
      nodes.push(
        <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
          {label}
        </a>,
      );
    last = at + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** Lines of a paragraph keep their breaks. */
const withBreaks = (text: string) =>
  text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {renderInline(line)}
    </Fragment>
  ));

export interface MarkdownProps {
  text: string;
  /** A code block's copy button. */
  renderCode: (code: string, language: string) => ReactNode;
}

export function Markdown({ text, renderCode }: MarkdownProps) {
  return (
    <div className={styles.markdown}>
      {parseBlocks(text).map((block, i) => {
        switch (block.kind) {
          case 'paragraph':
            return <p key={i}>{withBreaks(block.text)}</p>;
          case 'heading': {
            // Answers sit under the page's own headings: their levels start below them.
            const Tag = `h${Math.min(block.level + 2, 6)}` as 'h3';
            return <Tag key={i}>{renderInline(block.text)}</Tag>;
          }
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{renderInline(item)}</li>
                ))}
              </List>
            );
          }
          case 'table':
            return (
              <div key={i} className={styles.tableScroll} tabIndex={0}>
                <table>
                  <thead>
                    <tr>
                      {block.header.map((cell, j) => (
                        <th key={j} style={{ textAlign: block.align[j] }}>
                          {renderInline(cell)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {block.header.map((_, j) => (
                          <td key={j} style={{ textAlign: block.align[j] }}>
                            {renderInline(row[j] ?? '')}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case 'code':
            return <Fragment key={i}>{renderCode(block.code, block.language)}</Fragment>;
        }
      })}
    </div>
  );
}
