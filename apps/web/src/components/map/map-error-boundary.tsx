import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useT } from '@/lib/i18n/i18n.ts';

/** The spec's message for a map that cannot start, in the reader's language. */
export function MapLoadError() {
  const t = useT();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {t('An error prevented loading the map.')}
    </Alert>
  );
}

/** A map that crashes (no WebGL, a bad style) shows the spec's message; the page around it keeps working. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return <MapLoadError />;
    }
    return this.props.children;
  }
}
