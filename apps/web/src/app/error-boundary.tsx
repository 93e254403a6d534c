import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen.tsx';

/** Catches what the router's error element cannot (providers, the router itself). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // No error-reporting service is configured; the console keeps the component stack.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
