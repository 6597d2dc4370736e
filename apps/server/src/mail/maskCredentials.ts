/**
 * A password reset link (`/resetPassword?token=…`) is a credential: whoever has it sets the password. The
 * Mail log shows mails with the token masked, and a sent mail is kept only in its masked form (outbox.ts),
 * so the token lives in the outbox no longer than it takes to send it. Any `token` query parameter is
 * masked, also one an admin typed into a result mail: masking more than needed costs nothing.
 */
const TOKEN_PARAM = /([?&](?:amp;)?token=)[^&\s"'<>]+/gi;

/** What a masked token reads as. */
export const MASKED_TOKEN = '••••••••';

export const maskCredentials = (text: string): string => text.replace(TOKEN_PARAM, `$1${MASKED_TOKEN}`);
