import { Component, type ErrorInfo, type ReactNode } from "react";
import { CrashScreen } from "./crash-screen";

type State = { error: unknown };

/** Last line of defence outside the router: anything thrown while rendering shows the crash screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error("Unknown error") };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Reported by CrashScreen; nothing else to do here.
  }

  override render() {
    if (this.state.error) return <CrashScreen error={this.state.error} />;
    return this.props.children;
  }
}
