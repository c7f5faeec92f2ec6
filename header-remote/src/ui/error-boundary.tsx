import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  /** What to show instead of the children once they have thrown. */
  readonly fallback: ReactNode;
  readonly onError: (error: unknown, info: ErrorInfo) => void;
  readonly children: ReactNode;
};

type State = { readonly failed: boolean };

/** Catches a render error below it, reports it, and shows the fallback instead (spec section 8). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
