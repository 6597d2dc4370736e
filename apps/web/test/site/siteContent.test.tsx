// @vitest-environment jsdom
// The site content screens' small parts: the export buttons' formats, the personalize links, the long text.
import { ROLE, authoringRefs, siteRefs } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/i18n';
import { NotifierProvider } from '../../src/lib/Notifier';
import { ExportButtons } from '../../src/components/ExportButtons';
import { DateTimeCell } from '../../src/components/DateTimeCell';
import { ExpandableText } from '../../src/components/ExpandableText';
import { personalizeEntries } from '../../src/shell/PersonalizeMenu';

const en = translations.en;
afterEach(cleanup);

const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <NotifierProvider>
      <MemoryRouter>{children}</MemoryRouter>
    </NotifierProvider>
  </QueryClientProvider>
);

describe('ExportButtons formats', () => {
  it('offers PDF, Excel and CSV by default (existing lists keep all three)', () => {
    render(wrap(<ExportButtons route={authoringRefs.ExportCategories} testId="x" />));
    expect(screen.getByTestId('x-pdf')).toBeInTheDocument();
    expect(screen.getByTestId('x-xlsx')).toBeInTheDocument();
    expect(screen.getByTestId('x-csv')).toBeInTheDocument();
  });

  it('offers only the formats named, in the usual order', () => {
    render(wrap(<ExportButtons route={siteRefs.ExportFaq} testId="faq" formats={['xlsx', 'pdf']} />));
    const buttons = screen.getAllByRole('button').map((b) => b.getAttribute('data-testid'));
    expect(buttons).toEqual(['faq-pdf', 'faq-xlsx']);
  });
});

describe('personalize links (spec 000 §2)', () => {
  const paths = (roleId: number | undefined, allowFaq: boolean) =>
    personalizeEntries(roleId, allowFaq).map((e) => e.to);

  it('gives admins profile, password, FAQ, Contacts, Browse History and AI Consumption, whatever allowFaq says', () => {
    const all = [
      '/user/profile',
      '/user/password',
      '/settings/faq',
      '/settings/contacts',
      '/user/browseList',
      '/user/aiConsumption',
    ];
    expect(paths(ROLE.Admin, false)).toEqual(all);
    expect(paths(ROLE.SuperAdmin, true)).toEqual(all);
  });

  it('gives others profile and password, plus FAQ only when allowFaq is on', () => {
    expect(paths(ROLE.Student, true)).toEqual(['/user/profile', '/user/password', '/settings/faq']);
    expect(paths(ROLE.Student, false)).toEqual(['/user/profile', '/user/password']);
    expect(paths(undefined, false)).toEqual(['/user/profile', '/user/password']);
  });
});

describe('ExpandableText and DateTimeCell', () => {
  it('shows a short message whole, and a long one with Show more / Show less', () => {
    render(wrap(<ExpandableText text="Short message" />));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(wrap(<ExpandableText text={'A long message. '.repeat(20)} />));
    const button = screen.getByRole('button', { name: en.siteContent.showMore });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: en.siteContent.showLess })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a stored time cut to 19 characters with the T replaced by a space', () => {
    render(<DateTimeCell value="2025-03-01T08:30:15.123Z" testId="when" />);
    expect(screen.getByTestId('when')).toHaveTextContent('2025-03-01 08:30:15');
  });
});
