import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  align?: 'center' | 'left';
  /** Light text for a section on a dark band. */
  inverse?: boolean;
}

/** A section's eyebrow, h2 and lead paragraph, the same on every section of the landing page. */
export function SectionHeading({ id, eyebrow, title, subtitle, align = 'center', inverse = false }: Props) {
  const centered = align === 'center';
  return (
    <Box sx={{ maxWidth: 720, mx: centered ? 'auto' : 0, textAlign: centered ? { sm: 'center' } : 'left', mb: 6 }}>
      {eyebrow && (
        <Typography
          component="p"
          variant="overline"
          sx={{
            color: inverse ? 'rgba(255,255,255,0.85)' : 'primary.main',
            fontWeight: 700,
            letterSpacing: 1.4,
            lineHeight: 2,
            mb: 1,
          }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography
        id={id}
        variant="h4"
        component="h2"
        sx={{
          fontSize: { xs: 28, sm: 34, md: 40 },
          lineHeight: 1.2,
          letterSpacing: -0.4,
          color: inverse ? '#fff' : 'text.primary',
          mb: subtitle ? 2 : 0,
          overflowWrap: 'break-word',
        }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography sx={{ fontSize: { xs: 16, md: 18 }, color: inverse ? 'rgba(255,255,255,0.85)' : 'text.secondary' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
