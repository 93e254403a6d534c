import { useState } from 'react';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useFeatureFlags } from '@/features/auth/api/feature-flags.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { useSession } from '@/features/auth/api/session.ts';
import { errorMessages } from '@/api/errors.ts';
import { useToast } from '@/components/toast.tsx';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { Footer } from './footer.tsx';
import { NavMenu, type NavItem } from './nav-menu.tsx';
import { accountMenu, isExternal, MAIN_MENUS } from './navigation.ts';

function ItemLink({ item, onDone }: { item: NavItem; onDone: () => void }) {
  if (item.onClick) {
    return (
      <Box component="span" sx={{ px: 2, py: 1, width: '100%' }} onClick={() => { item.onClick!(); onDone(); }}>
        {item.label}
      </Box>
    );
  }
  const to = item.to ?? '/';
  return isExternal(to) ? (
    <Link href={to} target="_blank" rel="noreferrer" underline="none" color="inherit" sx={{ px: 2, py: 1, width: '100%' }}>
      {item.label}
    </Link>
  ) : (
    <Link component={RouterLink} to={to} underline="none" color="inherit" sx={{ px: 2, py: 1, width: '100%' }} onClick={onDone}>
      {item.label}
    </Link>
  );
}

export function Layout() {
  const session = useSession();
  const flags = useFeatureFlags();
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  const mobile = useMediaQuery('(max-width:75rem)');
  const [drawerOpen, setDrawerOpen] = useState(false);

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate('/'),
      onError: (error) => toast(errorMessages(error, 'An error prevented logging out')[0]!),
    });
  const signedIn = session.data && !session.data.isAnon ? session.data : null;
  const account: NavItem[] = signedIn
    ? [...accountMenu(signedIn, flags.data ?? {}), { label: 'Log Out', onClick: signOut }]
    : [{ label: 'Login', to: '/auth/login' }, { label: 'Register', to: '/auth/register' }];
  const menus = [...MAIN_MENUS, ...(signedIn ? [{ label: 'My Account', items: account }] : [])];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component={RouterLink} to="/" sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none' }}>
            {PRODUCT_NAME}
          </Typography>
          {mobile ? (
            <Button color="inherit" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
              Menu
            </Button>
          ) : (
            <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {menus.map((menu) => (
                <NavMenu key={menu.label} label={menu.label} items={menu.items} render={(item, close) => <ItemLink item={item} onDone={close} />} />
              ))}
              {!signedIn &&
                account.map((item) => (
                  <Button key={item.label} color="inherit" component={RouterLink} to={item.to!}>
                    {item.label}
                  </Button>
                ))}
              <Button variant="contained" component={RouterLink} to="/contribute">
                Add Data
              </Button>
            </Box>
          )}
        </Toolbar>
      </AppBar>
      <Drawer anchor="right" open={mobile && drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box component="nav" aria-label="Main" sx={{ width: 280 }}>
          {[...menus, ...(signedIn ? [] : [{ label: 'Account', items: account }]), { label: 'Contribute', items: [{ label: 'Add Data', to: '/contribute' }] }].map((menu) => (
            <List key={menu.label} subheader={<ListSubheader>{menu.label}</ListSubheader>} dense>
              {menu.items.map((item) => (
                <ListItemButton key={item.label} sx={{ p: 0 }}>
                  <ItemLink item={item} onDone={() => setDrawerOpen(false)} />
                </ListItemButton>
              ))}
            </List>
          ))}
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
