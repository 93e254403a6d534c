import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { MAP_LOAD_ERROR } from './map-view.ts';

/** A map that crashes (no WebGL, a bad style) shows the spec's message; the page around it keeps working. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Alert severity="error" sx={{ m: 2 }}>
          {MAP_LOAD_ERROR}
        </Alert>
      );
    }
    return this.props.children;
  }
}
