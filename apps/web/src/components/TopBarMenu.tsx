import { IconButton, Menu, Tooltip } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

/** An icon button in the top bar that opens a menu, with the ARIA wiring done once for every such menu. */
export function TopBarMenu(props: {
  label: string;
  icon: ReactNode;
  testId: string;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={props.label}>
        <IconButton
          color="inherit"
          aria-label={props.label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid={props.testId}
        >
          {props.icon}
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {props.children(close)}
      </Menu>
    </>
  );
}
