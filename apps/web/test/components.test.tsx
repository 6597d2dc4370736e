// @vitest-environment jsdom
// The shared list and dialog building blocks, rendered with the real i18n tables.
import { translations } from '@assessly/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/i18n';
import { NotifierProvider } from '../src/lib/Notifier';
import { ConfirmDialog } from '../src/components/ConfirmDialog';
import { DataTable } from '../src/components/DataTable';
import { FormDialog } from '../src/components/FormDialog';
import { PageHeader } from '../src/components/PageHeader';

const en = translations.en;
afterEach(cleanup);

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <NotifierProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </NotifierProvider>
    </QueryClientProvider>
  );
}

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const columns = [{ key: 'name', header: 'Name' }];

describe('DataTable', () => {
  it('pages the rows itself, 10 a page, when no server count is given', () => {
    render(
      wrap(
        <DataTable rows={rows} columns={columns} getRowId={(r) => r.id} emptyText="none" ariaLabel="Rows" testId="t" />,
      ),
    );
    expect(screen.getAllByTestId('t-row')).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.table.nextPage }));
    expect(screen.getAllByTestId('t-row')[0]).toHaveTextContent('Row 11');
    fireEvent.click(screen.getByRole('button', { name: en.table.lastPage }));
    expect(screen.getAllByTestId('t-row')).toHaveLength(3);
    // No page-size selector (spec 001 §2).
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows the server page as given and reports page changes', () => {
    const onPageChange = vi.fn();
    render(
      wrap(
        <DataTable
          rows={rows.slice(0, 10)}
          count={42}
          page={0}
          onPageChange={onPageChange}
          columns={columns}
          getRowId={(r) => r.id}
          emptyText="none"
          ariaLabel="Rows"
          testId="t"
        />,
      ),
    );
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.table.nextPage }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('puts the actions column first with its header, or last when asked', () => {
    const { rerender } = render(
      wrap(
        <DataTable
          rows={rows.slice(0, 2)}
          columns={columns}
          getRowId={(r) => r.id}
          actions={(r) => <button type="button">act {r.id}</button>}
          emptyText="none"
          ariaLabel="Rows"
        />,
      ),
    );
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual([en.table.actions, 'Name']);
    rerender(
      wrap(
        <DataTable
          rows={rows.slice(0, 2)}
          columns={columns}
          getRowId={(r) => r.id}
          actions={() => null}
          actionsPosition="last"
          actionsHeader="Do"
          emptyText="none"
          ariaLabel="Rows"
        />,
      ),
    );
    expect(headers()).toEqual(['Name', 'Do']);
  });

  it('shows the empty text, the loading skeleton and the error state with Retry', () => {
    const onRetry = vi.fn();
    const table = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
      wrap(
        <DataTable
          rows={[]}
          columns={columns}
          getRowId={(r: Row) => r.id}
          emptyText="Nothing yet"
          ariaLabel="Rows"
          testId="t"
          {...props}
        />,
      );
    const { rerender } = render(table({}));
    expect(screen.getByTestId('t-empty')).toHaveTextContent('Nothing yet');
    rerender(table({ rows: undefined, loading: true }));
    expect(screen.queryByTestId('t-empty')).toBeNull();
    expect(screen.getByTestId('t')).toHaveAttribute('aria-busy', 'true');
    rerender(table({ rows: undefined, error: new Error('x'), onRetry }));
    expect(within(screen.getByTestId('t-error')).getByText(en.table.loadFailed)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('t-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('confirms and cancels through its buttons; busy keeps it open', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(
      wrap(<ConfirmDialog open title="Go?" message="Really" onConfirm={onConfirm} onClose={onClose} testId="c" />),
    );
    expect(screen.getByRole('alertdialog', { name: 'Go?' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('c-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('c-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      wrap(<ConfirmDialog open busy title="Go?" message="Really" onConfirm={onConfirm} onClose={onClose} testId="c" />),
    );
    expect(screen.getByTestId('c-cancel')).toBeDisabled();
  });
});

describe('FormDialog', () => {
  const dialog = (props: { dirty?: boolean; onClose: () => void; onSubmit?: () => void }) =>
    wrap(
      <FormDialog
        open
        title="Edit"
        onSubmit={props.onSubmit ?? (() => undefined)}
        onClose={props.onClose}
        dirty={props.dirty}
        testId="f"
      >
        <input aria-label="Name" />
      </FormDialog>,
    );

  it('closes at once on Escape when nothing changed', () => {
    const onClose = vi.fn();
    render(dialog({ onClose }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Edit' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before discarding unsaved changes', () => {
    const onClose = vi.fn();
    render(dialog({ onClose, dirty: true }));
    fireEvent.click(screen.getByTestId('f-cancel'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: en.table.discardTitle })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('f-discard-cancel'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('f-cancel'));
    fireEvent.click(screen.getByTestId('f-discard-confirm'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('submits the form with the primary button', () => {
    const onSubmit = vi.fn();
    render(dialog({ onClose: () => undefined, onSubmit }));
    fireEvent.click(screen.getByTestId('f-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('f-submit')).toHaveTextContent(en.common.save);
  });
});

describe('PageHeader', () => {
  it('shows the title as the h1 and a back link', () => {
    render(wrap(<PageHeader title="Instructions" backTo="/quiz/topics" />));
    expect(screen.getByRole('heading', { level: 1, name: 'Instructions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.table.back })).toHaveAttribute('href', '/quiz/topics');
  });
});
