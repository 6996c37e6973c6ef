import { useLocation } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { CheckoutPage } from '#web/features/payments/checkout/routes/checkout-page.tsx';
import { PaymentResultPage } from '#web/features/payments/checkout/routes/payment-result-page.tsx';
import type { Viewer } from '#web/features/payments/checkout/viewer.ts';
import { useSession } from '#web/lib/session/use-session.ts';

/** The checkout and the payment result, composed with the session (a public page, so it may be anonymous). */
function useViewer(): Viewer {
  const session = useSession();
  if (session.status === 'authenticated' && session.me)
    return { status: 'signed-in', userId: session.me.user.id };
  if (session.status === 'anonymous') return { status: 'anonymous' };
  return { status: 'unknown' };
}

export function CheckoutRoute(): ReactElement {
  return <CheckoutPage viewer={useViewer()} />;
}

export function PaymentResultRoute(): ReactElement {
  const location = useLocation();
  return <PaymentResultPage viewer={useViewer()} currentPath={location.href} />;
}
