// @vitest-environment jsdom
// Issue 20: the link beside "Email settings not done yet", the Mail log's status cell, and the test mail box.
import { DEMO_ACCOUNTS, ROLE, type MailLogRow, type UserInfo } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n';
import { NotifierProvider, useNotify, type Notice } from '../../src/lib/Notifier';
import { RhfCheckbox } from '../../src/components/FormFields';
import { MailStatusCell } from '../../src/features/site/mail/MailStatusCell';
import { TestMailBox } from '../../src/features/site/mail/TestMailBox';
import { session } from '../../src/session/session';

const en = translations.en;
afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
});

const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
    <NotifierProvider>
      <MemoryRouter>{children}</MemoryRouter>
    </NotifierProvider>
  </QueryClientProvider>
);

const signedInAs = (roleId: number) =>
  session.save('token', new Date(Date.now() + 3_600_000).toISOString(), {
    userId: 7,
    email: 'someone@example.com',
    fullName: 'Some One',
    userRoleId: roleId,
  } as UserInfo);

/** Shows one notice, as a refusal handler does. */
function Notify({ notice }: { notice: Notice }) {
  const notify = useNotify();
  return <button onClick={() => notify(notice)}>show</button>;
}

describe('"Email settings not done yet" links to the Email panel', () => {
  const show = async (key: string) => {
    render(wrap(<Notify notice={{ key, long: true, severity: 'warning' }} />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'show' })));
    return screen.findByTestId('notice');
  };

  it('for an admin, in a new tab', async () => {
    signedInAs(ROLE.Admin);
    const notice = await show('emailSettingsNotDoneYet');
    expect(notice).toHaveTextContent(en.messages.emailSettingsNotDoneYet);
    const link = await screen.findByTestId('email-settings-link');
    expect(link).toHaveAttribute('href', '/settings/appSettings?panel=email');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(en.mailLog.openEmailSettingsNewTab);
  });

  it('not for a candidate, nor for other messages', async () => {
    signedInAs(ROLE.Student);
    await show('emailSettingsNotDoneYet');
    expect(screen.queryByTestId('email-settings-link')).toBeNull();
    cleanup();
    signedInAs(ROLE.SuperAdmin);
    await show('paymentSettingsNotDoneYet');
    expect(screen.queryByTestId('email-settings-link')).toBeNull();
  });
});

/** The assessment dialog's "invite by e-mail", refused by the shared rule while the settings are incomplete. */
function InviteField() {
  const form = useForm({ defaultValues: { inviteByEmail: true } });
  return (
    <>
      <RhfCheckbox control={form.control} name="inviteByEmail" label="Invite" testId="invite" />
      <button onClick={() => form.setError('inviteByEmail', { message: 'emailSettingsNotDone' })}>check</button>
    </>
  );
}

describe("a field's 'e-mail settings not complete' links to the Email panel", () => {
  it('for an admin only', async () => {
    signedInAs(ROLE.Admin);
    render(wrap(<InviteField />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'check' })));
    expect(screen.getByText(en.messages.emailSettingsNotDone, { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('email-settings-link')).toHaveAttribute('href', '/settings/appSettings?panel=email');
    cleanup();
    signedInAs(ROLE.Student);
    render(wrap(<InviteField />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'check' })));
    expect(screen.getByText(en.messages.emailSettingsNotDone)).toBeInTheDocument();
    expect(screen.queryByTestId('email-settings-link')).toBeNull();
  });
});

describe('the Mail log status cell', () => {
  const row = (changes: Partial<MailLogRow>): MailLogRow => ({
    id: 1,
    toEmail: 'a@example.com',
    subject: 'S',
    state: 'queued',
    attempts: 0,
    createdAt: '2026-11-27T10:00:00.000Z',
    sentAt: null,
    nextAttemptAt: '2026-11-27T10:05:00.000Z',
    errorCode: null,
    errorDetail: null,
    ...changes,
  });

  it("shows a failed try's reason translated with the server's words, and the next try", () => {
    const failed = row({
      state: 'retrying',
      attempts: 2,
      errorCode: 'smtpAuthFailed',
      errorDetail: '535 Invalid username or password',
    });
    render(<MailStatusCell row={failed} mailReady />);
    expect(screen.getByText(en.mailLog.stateRetrying)).toBeInTheDocument();
    expect(screen.getByTestId('mail-reason')).toHaveTextContent(
      'The mail server refused the sender e-mail and password: check both (535 Invalid username or password)',
    );
    expect(screen.getByTestId('mail-next-try')).toHaveTextContent('Next try: 2026-11-27 10:05:00');
    expect(screen.getByText('Tries: 2')).toBeInTheDocument();
  });

  it('says that a queued mail waits for the Email settings while no mail server is set', () => {
    render(<MailStatusCell row={row({})} mailReady={false} />);
    expect(screen.getByTestId('mail-next-try')).toHaveTextContent(en.mailLog.waitsForSettings);
  });
});

describe('the test mail box', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('sends to the admin by default and shows the success in place', async () => {
    signedInAs(ROLE.Admin);
    const fetch = answer(200, { responseMsg: 'testMailSent', params: { email: DEMO_ACCOUNTS.admin.email } });
    vi.stubGlobal('fetch', fetch);
    render(wrap(<TestMailBox ownEmail={DEMO_ACCOUNTS.admin.email} locked={false} unsaved={false} />));
    fireEvent.click(screen.getByTestId('test-mail-send'));
    await waitFor(() =>
      expect(screen.getByTestId('test-mail-result')).toHaveTextContent(
        `A test mail was sent to ${DEMO_ACCOUNTS.admin.email}.`,
      ),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Settings/SendTestMail');
    expect(JSON.parse(String(init.body))).toEqual({ toEmail: DEMO_ACCOUNTS.admin.email });
  });

  it("shows the mail server's reason, and checks the address typed before sending", async () => {
    signedInAs(ROLE.Admin);
    vi.stubGlobal(
      'fetch',
      answer(202, {
        status: 'error',
        responseMsg: 'smtpConnectionFailed',
        message: '…',
        params: { detail: 'connect ECONNREFUSED 127.0.0.1:2525' },
      }),
    );
    render(wrap(<TestMailBox ownEmail="owner@example.com" locked={false} unsaved={false} />));
    const field = screen.getByTestId('test-mail-to');
    fireEvent.change(field, { target: { value: 'not an address' } });
    expect(screen.getByText(en.messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByTestId('test-mail-send')).toBeDisabled();
    fireEvent.change(field, { target: { value: 'other@example.com' } });
    fireEvent.click(screen.getByTestId('test-mail-send'));
    await waitFor(() =>
      expect(screen.getByTestId('test-mail-result')).toHaveTextContent(
        'Could not connect to the mail server: check the host and the port (connect ECONNREFUSED 127.0.0.1:2525)',
      ),
    );
  });

  it('waits for unsaved changes to be saved, and is off for the demo admin', () => {
    render(wrap(<TestMailBox ownEmail="owner@example.com" locked={false} unsaved />));
    expect(screen.getByTestId('test-mail-send')).toBeDisabled();
    expect(screen.getByText(en.mailLog.testMailSaveFirst)).toBeInTheDocument();
    cleanup();
    render(wrap(<TestMailBox ownEmail={DEMO_ACCOUNTS.admin.email} locked unsaved={false} />));
    expect(screen.getByTestId('test-mail-send')).toBeDisabled();
  });
});
