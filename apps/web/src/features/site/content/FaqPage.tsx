import { isAdminRole } from '@assessly/shared';
import { session } from '../../../session/session';
import { FaqAdmin } from './FaqAdmin';
import { FaqReader } from './FaqReader';

/**
 * /settings/faq (spec 000 §2): admins edit the list, everyone else reads it. The role is the stored
 * user's; the server checks it again on every call.
 */
export default function FaqPage() {
  const user = session.user();
  return user && isAdminRole(user.userRoleId) ? <FaqAdmin /> : <FaqReader />;
}
