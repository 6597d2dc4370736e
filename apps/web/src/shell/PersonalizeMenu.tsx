import { isAdminRole, type UserInfo } from '@assessly/shared';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DataUsageIcon from '@mui/icons-material/DataUsage';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import HistoryIcon from '@mui/icons-material/History';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PasswordIcon from '@mui/icons-material/Password';
import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TopBarMenu } from '../components/TopBarMenu';

interface Entry {
  to: string;
  labelKey: string;
  icon: ReactNode;
}

const PROFILE: Entry = { to: '/user/profile', labelKey: 'shell.profile', icon: <PersonIcon fontSize="small" /> };
const PASSWORD: Entry = {
  to: '/user/password',
  labelKey: 'shell.changePassword',
  icon: <PasswordIcon fontSize="small" />,
};
const FAQ: Entry = { to: '/settings/faq', labelKey: 'shell.faq', icon: <HelpOutlineIcon fontSize="small" /> };
const ADMIN_EXTRA: Entry[] = [
  { to: '/settings/contacts', labelKey: 'shell.contacts', icon: <ContactMailIcon fontSize="small" /> },
  { to: '/user/browseList', labelKey: 'shell.browseHistory', icon: <HistoryIcon fontSize="small" /> },
  { to: '/user/aiConsumption', labelKey: 'shell.aiConsumption', icon: <DataUsageIcon fontSize="small" /> },
];

/**
 * The personalize links of spec 000 §2: admins get all six, others profile, password and FAQ when allowed.
 * Test ids: `personalize-<last part of the path>`, e.g. personalize-faq, personalize-browseList.
 */
export function personalizeEntries(roleId: number | undefined, allowFaq: boolean): Entry[] {
  if (roleId !== undefined && isAdminRole(roleId)) return [PROFILE, PASSWORD, FAQ, ...ADMIN_EXTRA];
  return allowFaq ? [PROFILE, PASSWORD, FAQ] : [PROFILE, PASSWORD];
}

export function PersonalizeMenu({ user, allowFaq }: { user: UserInfo | null; allowFaq: boolean }) {
  const { t } = useTranslation();
  const entries = personalizeEntries(user?.userRoleId, allowFaq);
  return (
    <TopBarMenu label={t('shell.personalize')} icon={<ManageAccountsIcon />} testId="personalize-button">
      {(close) =>
        entries.map((entry) => (
          <MenuItem
            key={entry.to}
            component={Link}
            to={entry.to}
            onClick={close}
            data-testid={`personalize-${entry.to.split('/').pop()}`}
          >
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText>{t(entry.labelKey)}</ListItemText>
          </MenuItem>
        ))
      }
    </TopBarMenu>
  );
}
