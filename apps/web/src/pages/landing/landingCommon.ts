import {
  Build,
  Facebook,
  FactCheck,
  Insights,
  Instagram,
  LinkedIn,
  Quiz,
  Security,
  Send,
  Translate,
  WorkspacePremium,
  X,
  type SvgIconComponent,
} from '@mui/icons-material';
import { useSiteSettings } from '../../app/settings';

export const NAV = [
  { hash: 'home', key: 'landing.home' },
  { hash: 'features', key: 'landing.features' },
  { hash: 'contact', key: 'landing.contact' },
] as const;

export const BOX_ICONS: SvgIconComponent[] = [Build, Send, FactCheck, WorkspacePremium];
export const FEATURE_ICONS: SvgIconComponent[] = [Quiz, Security, Insights, Translate];
export const SOCIAL = [
  { field: 'footerFacebook', label: 'Facebook', icon: Facebook },
  { field: 'footerTwitter', label: 'X', icon: X },
  { field: 'footerLinkedin', label: 'LinkedIn', icon: LinkedIn },
  { field: 'footerInstagram', label: 'Instagram', icon: Instagram },
] as const;

/** Sections sit below the sticky app bar when reached through an anchor. */
export const sectionSx = { scrollMarginTop: { xs: 56, sm: 64 } } as const;
export function useLanding() {
  const query = useSiteSettings();
  const landing = query.data?.landing ?? {};
  const text = (field: string) => (landing[field] ?? '').trim();
  return { ...query, text };
}
