import { Component, type ReactNode } from 'react';

interface Props {
  /** Names the widget in the console when it fails. */
  name: string;
  children: ReactNode;
}

/**
 * A widget that throws while rendering is removed, alone: the bar around it (and every other
 * widget) keeps working, as it does when a widget's remote cannot be loaded.
 */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`Widget ${this.props.name} failed and is left out:`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
