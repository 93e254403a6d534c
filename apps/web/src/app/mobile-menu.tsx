import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { chooseAppLanguage, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { SUBMENU_MAX_HEIGHT, type NavAction } from './nav-menu.tsx';
import { navItemKey, type NavGroup, type NavItem } from './navigation.ts';

function MobileItem({
  item,
  nested,
  onDone,
  onAction,
}: {
  item: NavItem;
  nested?: boolean;
  onDone: () => void;
  onAction: NavAction;
}) {
  const t = useT();
  const sx = { pl: nested ? 4 : 2 };
  if ('language' in item) {
    return (
      <ListItemButton
        lang={item.language}
        onClick={() => {
          onDone();
          void chooseAppLanguage(item.language);
        }}
        sx={sx}
      >
        <ListItemText primary={item.name} />
      </ListItemButton>
    );
  }
  const text = <ListItemText primary={t(item.label)} />;
  if ('to' in item) {
    return (
      <ListItemButton component={RouterLink} to={item.to} onClick={onDone} sx={sx}>
        {text}
      </ListItemButton>
    );
  }
  if ('href' in item) {
    return (
      <ListItemButton component="a" href={item.href} target="_blank" rel="noreferrer" onClick={onDone} sx={sx}>
        {text}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      onClick={() => {
        onDone();
        onAction(item.action);
      }}
      sx={sx}
    >
      {text}
    </ListItemButton>
  );
}

function MobileGroup({ group, onDone, onAction }: { group: NavGroup; onDone: () => void; onAction: NavAction }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = `mobile-${group.label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <>
      <ListItemButton aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <ListItemText primary={t(group.label)} />
        <span aria-hidden>{open ? '−' : '+'}</span>
      </ListItemButton>
      <Collapse in={open} id={id}>
        <List disablePadding sx={{ maxHeight: SUBMENU_MAX_HEIGHT, overflowY: 'auto' }}>
          {group.items.map((item) => (
            <MobileItem key={navItemKey(item)} item={item} nested onDone={onDone} onAction={onAction} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** Replaces the main navigation below 75rem: a drawer of collapsible groups. */
export function MobileMenu({
  groups,
  flatItems,
  onAction,
}: {
  groups: NavGroup[];
  flatItems: NavItem[];
  onAction: NavAction;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        color="inherit"
        aria-controls={open ? 'mobile-menu' : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('Menu')}
      </Button>
      <Drawer anchor="right" open={open} onClose={close}>
        <List component="nav" id="mobile-menu" aria-label={t('Main')} sx={{ width: 300 }}>
          {groups.map((group) => (
            <MobileGroup key={group.label} group={group} onDone={close} onAction={onAction} />
          ))}
          {flatItems.map((item) => (
            <MobileItem key={navItemKey(item)} item={item} onDone={close} onAction={onAction} />
          ))}
        </List>
        <Button variant="contained" component={RouterLink} to={paths.contribute} onClick={close} sx={{ m: 2 }}>
          {t('Add Data')}
        </Button>
      </Drawer>
    </>
  );
}
