import type { MENU_ICONS } from '@assessly/shared';
import type SvgIcon from '@mui/material/SvgIcon';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import CardMembership from '@mui/icons-material/CardMembership';
import Category from '@mui/icons-material/Category';
import ContactMail from '@mui/icons-material/ContactMail';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Event from '@mui/icons-material/Event';
import FactCheck from '@mui/icons-material/FactCheck';
import Folder from '@mui/icons-material/Folder';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Insights from '@mui/icons-material/Insights';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Link from '@mui/icons-material/Link';
import MarkEmailRead from '@mui/icons-material/MarkEmailReadOutlined';
import Menu from '@mui/icons-material/Menu';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Quiz from '@mui/icons-material/Quiz';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import Star from '@mui/icons-material/Star';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';

type IconComponent = typeof SvgIcon;
type MenuIconName = (typeof MENU_ICONS)[number];

/** Every icon name an admin may choose (MENU_ICONS) mapped to its Material icon; tsc checks none is missing. */
export const menuIcons: Record<MenuIconName, IconComponent> = {
  Dashboard,
  Assignment,
  Quiz,
  Category,
  FactCheck,
  Assessment,
  Insights,
  WorkspacePremium,
  People,
  AdminPanelSettings,
  Menu,
  CardMembership,
  Payments,
  Settings,
  HelpOutline,
  ContactMail,
  MarkEmailRead,
  School,
  Description,
  Event,
  Folder,
  Link,
  Star,
};

/** The icon of a menu's iconClass; an unknown name gets a neutral label icon. */
export function MenuIcon({ name }: { name: string }) {
  const Icon = (menuIcons as Record<string, IconComponent>)[name] ?? LabelOutlined;
  return <Icon aria-hidden />;
}
