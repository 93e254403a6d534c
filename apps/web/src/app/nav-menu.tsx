import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface NavItem {
  label: string;
  /** An in-app path, or an external URL. */
  to?: string;
  onClick?: () => void;
}

/** A top-bar button that opens a submenu (max height 500px). */
export function NavMenu({ label, items, render }: { label: string; items: NavItem[]; render: (item: NavItem, close: () => void) => ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const id = `menu-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <>
      <Button color="inherit" aria-haspopup="true" aria-controls={anchor ? id : undefined} aria-expanded={Boolean(anchor)} onClick={(e) => setAnchor(e.currentTarget)}>
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ paper: { sx: { maxHeight: 500 } } }}>
        {items.map((item) => (
          <MenuItem key={item.label} onClick={close} sx={{ p: 0 }}>
            {render(item, close)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
