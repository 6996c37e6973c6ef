import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '#shared/messages/fr-web.ts';
import { buttonClasses } from './button-classes.ts';

/** The French error screen: what happened, "Réessayer", and a way home. Works outside the router. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">{t('shell.errorTitle')}</h1>
      <p className="text-muted-foreground">{t('shell.errorDetail')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={buttonClasses('default')}>
          {t('shell.retry')}
        </button>
        <a href="/" className={buttonClasses('outline')}>
          {t('shell.backHome')}
        </a>
      </div>
    </div>
  );
}

type Props = { children: ReactNode };
type State = { error: unknown };

/** Catches a rendering failure below it and shows ErrorFallback; "Réessayer" renders again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorFallback onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
