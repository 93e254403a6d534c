import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavGroup, NavItem } from './navigation.ts';

/** Spec part 1 §9: submenus are at most 500px high. */
export const SUBMENU_MAX_HEIGHT = 500;

export type NavAction = (action: 'logout') => void;

function NavMenuItem({ item, onDone, onAction }: { item: NavItem; onDone: () => void; onAction: NavAction }) {
  if ('to' in item) {
    return (
      <MenuItem component={RouterLink} to={item.to} onClick={onDone}>
        {item.label}
      </MenuItem>
    );
  }
  if ('href' in item) {
    return (
      <MenuItem component="a" href={item.href} target="_blank" rel="noreferrer" lang={item.lang} onClick={onDone}>
        {item.label}
      </MenuItem>
    );
  }
  return (
    <MenuItem
      onClick={() => {
        onDone();
        onAction(item.action);
      }}
    >
      {item.label}
    </MenuItem>
  );
}

/** A top-bar button that opens its submenu. */
export function NavMenu({ group, onAction }: { group: NavGroup; onAction: NavAction }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {group.label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { maxHeight: SUBMENU_MAX_HEIGHT } }, list: { 'aria-labelledby': `${id}-button` } }}
      >
        {group.items.map((item) => (
          <NavMenuItem key={item.label} item={item} onDone={close} onAction={onAction} />
        ))}
      </Menu>
    </>
  );
}
