import { Component, type ReactNode } from 'react';

type Props = { readonly fallback: ReactNode; readonly children: ReactNode };

/** Keeps the page's own header when the header throws while rendering; React has no hook for this. */
export class HeaderBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[page] The header failed; the page keeps its own.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
