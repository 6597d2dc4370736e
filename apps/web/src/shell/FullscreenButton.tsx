import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Toggles the browser's full screen on the whole document. */
export function FullscreenButton() {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // A refused request (e.g. no user gesture, iframe policy) leaves the page as it is.
    void request?.catch(() => undefined);
  };

  const label = active ? t('shell.exitFullscreen') : t('shell.fullscreen');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle} data-testid="fullscreen-button">
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}
