/**
 * Catches what its children throw while rendering (including a lazy chunk that failed to
 * load) and shows `fallback` in their place, so one broken part never blanks the app.
 * A new `resetKey` (e.g. the next route) clears the error and renders the children again.
 */
import { Component, type ReactNode } from 'react';

export interface FallbackProps {
  error: unknown;
  /** Renders the children again. */
  reset: () => void;
}

interface Props {
  fallback: (props: FallbackProps) => ReactNode;
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  /** The resetKey the current state belongs to. */
  resetKey: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  reset = () => this.setState({ failed: false, error: undefined });

  render() {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
