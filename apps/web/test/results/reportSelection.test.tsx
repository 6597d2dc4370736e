// @vitest-environment jsdom
// DataTable's optional row selection (used by Examine & Reports): per-row and per-page checkboxes, a
// selection kept by the caller across pages, the phone cards, and tables without selection unchanged.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/i18n';
import { DataTable } from '../../src/components/DataTable';
import { withIds } from '../../src/components/tableSelection';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 13 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const columns = [{ key: 'name', header: 'Name' }];

let phone = false;
// jsdom has no matchMedia: answer MUI's "below 600 px" query as the test asks.
window.matchMedia = ((query: string) => ({
  matches: phone && query.includes('max-width'),
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

afterEach(() => {
  cleanup();
  phone = false;
});

/** A caller that keeps the selection, as the reports page does; its size shows in a status line. */
function Selectable() {
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  return (
    <>
      <output data-testid="count">{selected.size}</output>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText="none"
        ariaLabel="Rows"
        testId="t"
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (r) => `Select ${r.name}`,
          allLabel: 'Select the page',
        }}
      />
    </>
  );
}

const count = () => screen.getByTestId('count').textContent;

describe('DataTable selection', () => {
  it('adds and removes single rows, named for screen readers, and marks the row as selected', () => {
    render(<Selectable />);
    const box = screen.getByRole('checkbox', { name: 'Select Row 2' });
    fireEvent.click(box);
    expect(count()).toBe('1');
    expect(box).toBeChecked();
    expect(screen.getAllByTestId('t-row')[1]).toHaveClass('Mui-selected');
    fireEvent.click(box);
    expect(count()).toBe('0');
  });

  it('selects the whole page, half-checks the header for part of it, and keeps the selection across pages', () => {
    render(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select the page' });
    fireEvent.click(all);
    expect(count()).toBe('10');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Row 3' }));
    expect(count()).toBe('9');
    expect(all).toHaveAttribute('data-indeterminate', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByTestId('t-row')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Select the page' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Row 12' }));
    expect(count()).toBe('10');

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Row 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Row 3' })).not.toBeChecked();
    // Unchecking the half-checked header selects the rest of the page.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the page' }));
    expect(count()).toBe('11');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the page' }));
    expect(count()).toBe('1');
  });

  it('puts a checkbox on every phone card and the page checkbox above them', () => {
    phone = true;
    render(<Selectable />);
    const cards = screen.getAllByTestId('t-row');
    expect(cards[0]!.tagName).toBe('LI');
    fireEvent.click(within(cards[4]!).getByRole('checkbox', { name: 'Select Row 5' }));
    expect(count()).toBe('1');
    fireEvent.click(screen.getByLabelText('Select the page'));
    expect(count()).toBe('10');
  });

  it('adds no checkboxes without a selection', () => {
    render(<DataTable rows={rows} columns={columns} getRowId={(r) => r.id} emptyText="none" ariaLabel="Rows" />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
  });

  it('withIds adds or removes ids without touching the others', () => {
    const start = new Set<string | number>([1, 'a']);
    expect([...withIds(start, [2, 3], true)]).toEqual([1, 'a', 2, 3]);
    expect([...withIds(start, [1], false)]).toEqual(['a']);
    expect([...start]).toEqual([1, 'a']);
  });
});
