import type { ReactNode } from 'react';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import type { PlanType } from '#shared/catalog/pricing.ts';
import { useCheckoutFlow } from '../use-checkout-flow.ts';
import type { Viewer } from '../viewer.ts';
import { CheckoutLayout } from './checkout-layout.tsx';

/**
 * The checkout's steps (spec §2 "Checkout", §4 "Checkout flow"): the view model of useCheckoutFlow,
 * drawn by CheckoutLayout (docs/decisions/102). Its own component so the page may return early
 * while the course loads.
 */
export function CheckoutFlow({
  header,
  ...input
}: {
  course: TCourseDetail;
  cohortId: string | null;
  planTypeParam: string | undefined;
  viewer: Viewer;
  checkoutPath: (planType?: PlanType) => string;
  onPlanChange: (planType: PlanType) => void;
  onLeave: () => void;
  /** The page's title block, under 'Retour'. */
  header: ReactNode;
}) {
  return <CheckoutLayout view={useCheckoutFlow(input)} header={header} />;
}
