import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRemoteFailure } from '../error-reporting';
import type { RemoteName } from './remote-entries';

interface Props {
  remote: RemoteName;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that cannot be loaded or throws while rendering, so only its area is replaced. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] the ${this.props.remote} remote failed`, error, info.componentStack);
    // A remote that could not be loaded was reported as such already (remote-boundary.tsx).
    reportRemoteFailure('render', this.props.remote, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
