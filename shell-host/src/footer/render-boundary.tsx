import { Component, type ReactNode } from 'react';

type Props = { readonly fallback: ReactNode; readonly onError: (error: unknown) => void; readonly children: ReactNode };

/** Keeps a crash inside the remote's footer from reaching the rest of the page. */
export class RenderBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
