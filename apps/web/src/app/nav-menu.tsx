import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { chooseAppLanguage, useT } from '@/lib/i18n/i18n.ts';
import { navItemKey, type NavGroup, type NavItem } from './navigation.ts';

/** Spec part 1 §9: submenus are at most 500px high. */
export const SUBMENU_MAX_HEIGHT = 500;

export type NavAction = (action: 'logout') => void;

function NavMenuItem({ item, onDone, onAction }: { item: NavItem; onDone: () => void; onAction: NavAction }) {
  const t = useT();
  if ('language' in item) {
    return (
      <MenuItem
        lang={item.language}
        onClick={() => {
          onDone();
          void chooseAppLanguage(item.language);
        }}
      >
        {item.name}
      </MenuItem>
    );
  }
  if ('to' in item) {
    return (
      <MenuItem component={RouterLink} to={item.to} onClick={onDone}>
        {t(item.label)}
      </MenuItem>
    );
  }
  if ('href' in item) {
    return (
      <MenuItem component="a" href={item.href} target="_blank" rel="noreferrer" onClick={onDone}>
        {t(item.label)}
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
      {t(item.label)}
    </MenuItem>
  );
}

/** A top-bar button that opens its submenu. */
export function NavMenu({ group, onAction }: { group: NavGroup; onAction: NavAction }) {
  const t = useT();
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
        {t(group.label)}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { maxHeight: SUBMENU_MAX_HEIGHT } }, list: { 'aria-labelledby': `${id}-button` } }}
      >
        {group.items.map((item) => (
          <NavMenuItem key={navItemKey(item)} item={item} onDone={close} onAction={onAction} />
        ))}
      </Menu>
    </>
  );
}
