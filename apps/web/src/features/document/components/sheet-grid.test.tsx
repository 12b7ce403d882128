import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cellName } from '@console/shared/document/constants';
import type { Sheet } from '@console/shared/document/schemas';
import type { Dictionary } from '@/lib/i18n/i18n-core';
import { speakIn } from '@/test/speak-in';
import { SheetGrid } from './sheet-grid';
import { sheetOf, type Range } from './sheet-ops';

/**
 * What react-data-grid needs of the browser that jsdom on Node 20 lacks: the ES2025 iterator helpers
 * it walks rows and columns with (`map`, `toArray`), a size (without one it draws no column past the
 * first), `scrollIntoView`, and selectors that start with `&`.
 */
function emulateBrowserForTheGrid() {
  const iterator = Object.getPrototypeOf(Object.getPrototypeOf(Object.getPrototypeOf((function* () {})())));
  if (!('toArray' in iterator))
    Object.assign(iterator, {
      toArray(this: Iterable<unknown>) {
        return [...this];
      },
      *map(this: Iterable<unknown>, project: (value: unknown, index: number) => unknown) {
        let index = 0;
        for (const value of this) yield project(value, index++);
      },
    });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  Element.prototype.scrollIntoView = () => {};
  const { querySelector } = Element.prototype;
  vi.spyOn(Element.prototype, 'querySelector').mockImplementation(function (this: Element, selector: string) {
    return querySelector.call(this, selector.replace(/^&/, ':scope'));
  });
}

const A1: Range = { anchor: { row: 0, column: 0 }, focus: { row: 0, column: 0 } };

/** The grid on a sheet of its own, with a button after it (where Tab goes when it leaves the grid). */
function Harness({
  initial,
  onEditText = () => {},
}: {
  initial: string[][];
  onEditText?: (text: string | null) => void;
}) {
  const [sheet, setSheet] = useState<Sheet>(() => sheetOf('S', initial));
  const [range, setRange] = useState(A1);
  return (
    <>
      <SheetGrid
        sheet={sheet}
        onChange={setSheet}
        range={range}
        onRangeChange={setRange}
        onEditText={onEditText}
        onUndo={vi.fn()}
        onRedo={vi.fn()}
      />
      <button type="button">after</button>
    </>
  );
}

/** The sheet's text as the grid shows it, row by row (without the row numbers). */
const shown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('[role="gridcell"]')].slice(1).map((cell) => cell.textContent));

/** The address of the focused cell, or of the cell being edited. */
function activeCell(): string {
  const cell = document.activeElement?.closest('[role="gridcell"]');
  const row = cell?.closest('[role="row"]');
  if (!cell || !row) return `not in the grid: ${document.activeElement?.textContent}`;
  return cellName(Number(row.getAttribute('aria-rowindex')) - 2, Number(cell.getAttribute('aria-colindex')) - 2);
}

const cell = (address: string) => {
  const column = address.charCodeAt(0) - 65;
  const row = Number(address.slice(1)) - 1;
  return document.querySelector(`[aria-rowindex="${row + 2}"] [aria-colindex="${column + 2}"]`) as HTMLElement;
};

const SHEET = [
  ['Hello', 'b', 'c'],
  ['d', 'e', 'f'],
];

describe('SheetGrid keys', () => {
  beforeAll(emulateBrowserForTheGrid);
  speakIn('en-US', import.meta.glob<Dictionary>('../locales/*.json', { eager: true, import: 'default' }));
  afterEach(cleanup);

  it('replaces a selected cell with what is typed, and edits it as it is with F2 or a double click', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SHEET} />);
    await user.click(cell('A1'));
    await user.keyboard('World');
    // The editor says which cell it edits.
    expect(screen.getByRole('textbox', { name: 'Editing cell A1' })).toHaveProperty('value', 'World');
    await user.keyboard('{Enter}');
    expect(shown()[0]).toEqual(['World', 'b', 'c']);

    await user.click(cell('B1'));
    await user.keyboard('{F2}!');
    expect(screen.getByRole('textbox', { name: 'Editing cell B1' })).toHaveProperty('value', 'b!');
    await user.keyboard('{Enter}');
    await user.dblClick(cell('C1'));
    await user.keyboard('?{Enter}');
    expect(shown()[0]).toEqual(['World', 'b!', 'c?']);
  });

  it('Esc drops the edit and gives the cell its text back; the edit is told as it is typed (for the value bar)', async () => {
    const user = userEvent.setup();
    const onEditText = vi.fn();
    render(<Harness initial={SHEET} onEditText={onEditText} />);
    await user.click(cell('A1'));
    await user.keyboard('World');
    expect(onEditText).toHaveBeenLastCalledWith('World');
    await user.keyboard('{Escape}');
    expect(onEditText).toHaveBeenLastCalledWith(null);
    expect(shown()[0]).toEqual(['Hello', 'b', 'c']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(activeCell()).toBe('A1');
  });

  it('Enter and Tab commit and move down and right, with Shift up and left, and stay at the edges', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SHEET} />);
    await user.click(cell('A1'));
    await user.keyboard('1{Enter}');
    expect(activeCell()).toBe('A2');
    await user.keyboard('2{Tab}');
    expect(activeCell()).toBe('B2');
    await user.keyboard('3{Shift>}{Enter}{/Shift}');
    expect(activeCell()).toBe('B1');
    await user.keyboard('4{Shift>}{Tab}{/Shift}');
    expect(activeCell()).toBe('A1');
    // The edges: the edit is kept, the selection stays.
    await user.keyboard('5{Shift>}{Enter}{/Shift}');
    expect(activeCell()).toBe('A1');
    await user.keyboard('6{Shift>}{Tab}{/Shift}');
    expect(activeCell()).toBe('A1');
    await user.click(cell('C2'));
    await user.keyboard('7{Enter}');
    expect(activeCell()).toBe('C2');
    await user.keyboard('{F2}8{Tab}');
    expect(activeCell()).toBe('C2');
    expect(shown()).toEqual([
      ['6', '4', 'c'],
      ['2', '3', '78'],
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('Tab moves along a row without editing, and leaves the grid past its last cell', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SHEET} />);
    await user.click(cell('B1'));
    await user.keyboard('{Tab}');
    expect(activeCell()).toBe('C1');
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
  });

  it('arrows move the selection, or the caret while editing; Delete and Backspace clear', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SHEET} />);
    await user.click(cell('A1'));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(activeCell()).toBe('B2');
    await user.keyboard('{F2}{ArrowLeft}x');
    expect(screen.getByRole('textbox', { name: 'Editing cell B2' })).toHaveProperty('value', 'xe');
    await user.keyboard('{Escape}{Delete}{ArrowUp}{Backspace}');
    expect(shown()).toEqual([
      ['Hello', '', 'c'],
      ['d', '', 'f'],
    ]);
  });

  it('an input method’s Enter ends its composition, not the edit', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SHEET} />);
    await user.click(cell('A1'));
    await user.keyboard('n');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter', isComposing: true });
    expect(screen.getByRole('textbox', { name: 'Editing cell A1' })).toHaveProperty('value', 'n');
  });
});
