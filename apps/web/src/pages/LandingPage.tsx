import { Box } from '@mui/material';
import { useEffect } from 'react';
import { signOutQuietly } from '../session/signIn';
import { Contact } from './landing/Contact';
import { Features } from './landing/Features';
import { Hero } from './landing/Hero';
import { TopBar } from './landing/LandingTopBar';
import { Footer } from './landing/LandingFooter';

/** Landing (/): a minimal public home built from the site settings. Opening it signs the user out (spec 000 §2). */
export default function LandingPage() {
  useEffect(() => {
    void signOutQuietly();
  }, []);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Box component="main" sx={{ flex: 1 }}>
        <Hero />
        <Features />
        <Contact />
      </Box>
      <Footer />
    </Box>
  );
}
