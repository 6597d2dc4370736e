import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/AppError.js';
import { describeMailFailure, failureText, parseFailureText } from '../../src/mail/smtpErrors.js';

/** Errors as nodemailer 10 raises them (recorded against real servers: a closed port, a bad host, smtp-server). */
const errors = {
  refused: { code: 'ESOCKET', command: 'CONN', message: 'connect ECONNREFUSED 127.0.0.1:1' },
  dns: { code: 'EDNS', command: 'CONN', message: 'getaddrinfo ENOTFOUND no-such-host.invalid' },
  timeout: { code: 'ETIMEDOUT', command: 'CONN', message: 'Greeting never received' },
  auth: {
    code: 'EAUTH',
    command: 'AUTH PLAIN',
    responseCode: 535,
    response: '535 Invalid username or password',
    message: 'Invalid login: 535 Invalid username or password',
  },
  tls: {
    code: 'ESOCKET',
    command: 'CONN',
    message:
      '806CC2A4DC7F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/ssl/record/ssl3_record.c:350:\n',
  },
  recipient: {
    code: 'EENVELOPE',
    command: 'RCPT TO',
    responseCode: 550,
    response: '550 No such user here',
    message: "Can't send mail - all recipients were rejected: 550 No such user here",
  },
  sender: { code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 451, response: '451 Local problem' },
};

describe('why a mail could not be sent', () => {
  it('names each failure an admin can act on, with the server’s own words', () => {
    expect(describeMailFailure(errors.refused)).toEqual({
      code: 'smtpConnectionFailed',
      detail: 'connect ECONNREFUSED 127.0.0.1:1',
    });
    expect(describeMailFailure(errors.dns).code).toBe('smtpHostNotFound');
    expect(describeMailFailure(errors.timeout)).toEqual({ code: 'smtpTimeout', detail: 'Greeting never received' });
    expect(describeMailFailure(errors.auth)).toEqual({
      code: 'smtpAuthFailed',
      detail: '535 Invalid username or password',
    });
    expect(describeMailFailure(errors.tls)).toEqual({ code: 'smtpTlsFailed', detail: 'wrong version number' });
    expect(describeMailFailure(errors.recipient).code).toBe('smtpRecipientRefused');
    expect(describeMailFailure(errors.sender)).toEqual({ code: 'smtpRejected', detail: '451 Local problem' });
    expect(describeMailFailure(new Error('something new')).code).toBe('mailSendFailed');
  });

  it('never repeats the SMTP password, and keeps a detail short', () => {
    const echo = { code: 'EAUTH', response: '535 password hunter2-secret is wrong' };
    expect(describeMailFailure(echo, 'hunter2-secret').detail).toBe('535 password ••• is wrong');
    expect(describeMailFailure({ message: 'x'.repeat(500) }).detail).toHaveLength(200);
  });

  it('stores the reason as "code: detail" and reads it back, older texts included', () => {
    const failure = describeMailFailure(errors.auth);
    expect(failureText(failure)).toBe('smtpAuthFailed: 535 Invalid username or password');
    expect(parseFailureText(failureText(failure))).toEqual(failure);
    expect(parseFailureText('emailSettingsNotDoneYet')).toEqual({ code: 'emailSettingsNotDoneYet', detail: '' });
    expect(parseFailureText('boom: what')).toEqual({ code: 'mailSendFailed', detail: 'boom: what' });
    expect(parseFailureText(null)).toBeNull();
    // A failure already described (the mailer's AppError) keeps its detail.
    const error = new AppError('smtpTimeout', { params: { detail: 'Greeting never received' } });
    expect(describeMailFailure(error)).toEqual({ code: 'smtpTimeout', detail: 'Greeting never received' });
  });
});
