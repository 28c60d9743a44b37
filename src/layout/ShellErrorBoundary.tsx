import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../loading/raPagesOnDemand';

interface Props {
  /** The error is cleared when this changes (a navigation). */
  resetKey: string;
  /** Told when the screen failed to draw. */
  onError?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  info?: ErrorInfo;
}

/** A failing screen shows react-admin's error page inside the shell; navigating away clears it. */
export class ShellErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ error, info });
    this.props.onError?.();
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, info: undefined });
  }

  render() {
    const { error, info } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage error={error} errorInfo={info} resetErrorBoundary={() => this.setState({ error: null, info: undefined })} />;
  }
}
