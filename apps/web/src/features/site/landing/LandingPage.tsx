import { Box } from '@mui/material';
import { useEffect } from 'react';
import { SkipLink } from '../../../components/SkipLink';
import { useSiteSettings } from '../../../lib/settings';
import { signOutQuietly } from '../../../session/signIn';
import { usePlanList } from '../../billing';
import { Contact } from './Contact';
import { Features } from './Features';
import { Hero } from './Hero';
import { InfoBoxes } from './InfoBoxes';
import { Footer } from './LandingFooter';
import { TopBar } from './LandingTopBar';
import { Pricing } from './Pricing';
import { RegisterCta } from './RegisterCta';

/**
 * Landing (/, spec 000 §2): the public home page built from the site settings, with the anchors #home,
 * #pricing (only when a plan exists), #features, #register and #contact. Opening it signs the user out.
 */
export default function LandingPage() {
  useEffect(() => {
    void signOutQuietly();
  }, []);
  // The sections under the hero appear once the settings and the plan list have answered: the pricing
  // section's height is known by then, so a jump to #contact (SignIn's "switch to register") or any other
  // anchor lands where it should instead of being pushed down when the plans arrive.
  const settings = useSiteSettings();
  const planList = usePlanList();
  const settled = !settings.isLoading && !planList.isLoading;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', overflowX: 'clip' }}>
      <SkipLink />
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <Hero />
        {settled && (
          <>
            <InfoBoxes />
            <Pricing />
            <Features />
            <RegisterCta />
            <Contact />
          </>
        )}
      </Box>
      {settled && <Footer />}
    </Box>
  );
}
