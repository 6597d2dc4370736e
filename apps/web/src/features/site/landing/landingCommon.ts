import {
  Facebook,
  Instagram,
  LinkedIn,
  PersonAdd,
  Quiz,
  Sell,
  WorkspacePremium,
  X,
  type SvgIconComponent,
} from '@mui/icons-material';
import { useSiteSettings, useSiteText } from '../../../lib/settings';
import { usePlanList } from '../../billing';

export interface NavItem {
  hash: 'home' | 'pricing' | 'features' | 'register' | 'contact';
  key: string;
}

/** The top bar's anchors (spec 000 §2); Pricing only when at least one plan exists. */
export function navItems(hasPlans: boolean): NavItem[] {
  return [
    { hash: 'home', key: 'landing.home' },
    ...(hasPlans ? [{ hash: 'pricing', key: 'landing.pricing' } as const] : []),
    { hash: 'features', key: 'landing.features' },
    { hash: 'contact', key: 'landing.contact' },
  ];
}

/** Icons of the four info boxes (choose a plan, create an account, take assessments, results in the default texts). */
export const BOX_ICONS: SvgIconComponent[] = [Sell, PersonAdd, Quiz, WorkspacePremium];

export const SOCIAL = [
  { field: 'footerFacebook', label: 'Facebook', icon: Facebook },
  { field: 'footerTwitter', label: 'X (Twitter)', icon: X },
  { field: 'footerLinkedin', label: 'LinkedIn', icon: LinkedIn },
  { field: 'footerInstagram', label: 'Instagram', icon: Instagram },
] as const;

/** Sections sit below the sticky top bar when reached through an anchor. */
export const sectionSx = { scrollMarginTop: { xs: 56, sm: 64 } } as const;

/** Vertical rhythm shared by every section (the MUI marketing template's 8 / 16 spacing units). */
export const sectionPadding = { py: { xs: 8, md: 12 } } as const;

/**
 * The landing texts of the settings in the visitor's language (English where that language has none),
 * trimmed; '' when unset. Pictures, links and the telephone are the same in every language.
 */
export function useLanding() {
  const query = useSiteSettings();
  const siteText = useSiteText();
  const landing = query.data?.landing ?? {};
  const text = (field: string) => siteText(field, landing[field]);
  return { ...query, text };
}

/** The plans, and whether the pricing section (and its links) exists: only when at least one plan does. */
export function usePlans() {
  const query = usePlanList();
  const plans = query.data ?? [];
  return { ...query, plans, hasPlans: plans.length > 0 };
}
