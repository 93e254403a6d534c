import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { loginPath, paths } from '@/lib/paths.ts';
import { settingsTabs, type SettingsTab } from '../settings-tabs.ts';

export interface SettingsPageProps {
  /** undefined while the session loads, null when signed out. */
  user: { id: number; groups: string[] } | null | undefined;
  embeddedMapFlag: boolean;
  renderProfile: (userId: number) => ReactNode;
  renderEmbed: (userId: number) => ReactNode;
  renderApi: (userId: number) => ReactNode;
}

const LABELS: Record<SettingsTab, MessageId> = { profile: 'Profile', embed: 'Embed', api: 'API' };

/** /settings: tabs Profile, Embed (embedded_map flag) and API (group members); the tab is in ?tab=. */
export function SettingsPage({ user, embeddedMapFlag, renderProfile, renderEmbed, renderApi }: SettingsPageProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  if (user === undefined) return <CircularProgress aria-label={t('Loading')} sx={{ m: 4 }} />;
  if (user === null) {
    return (
      <Box sx={{ p: 4 }}>
        <Link component={RouterLink} to={loginPath(paths.settings)}>
          {t('Log in to update your account settings')}
        </Link>
      </Box>
    );
  }
  const tabs = settingsTabs({ embeddedMapFlag, groups: user.groups });
  const requested = params.get('tab') as SettingsTab | null;
  const tab = requested && tabs.includes(requested) ? requested : 'profile';
  const render = { profile: renderProfile, embed: renderEmbed, api: renderApi }[tab];
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('Settings')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: SettingsTab) => setParams({ tab: value }, { replace: true })}
        sx={{ mb: 3 }}
      >
        {tabs.map((value) => (
          <Tab key={value} value={value} label={t(LABELS[value])} />
        ))}
      </Tabs>
      <div role="tabpanel" aria-label={t(LABELS[tab])}>
        {render(user.id)}
      </div>
    </Box>
  );
}
