import { Link, useCanGoBack, useNavigate, useParams, useRouter, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { PlanType } from '#shared/catalog/pricing.ts';
import { t } from '#shared/messages/fr-payments.ts';
import { ApiError, errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Alert, AlertDescription } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { useCheckoutCourse } from '../api/get-checkout-course.ts';
import { leaveTarget } from '../checkout-steps.ts';
import { CheckoutFlow } from '../components/checkout-flow.tsx';
import type { Viewer } from '../viewer.ts';

/** Not published, gone, or an id that cannot be one (the API refuses it as invalid). */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION'))
  );
}

/**
 * /marketplace/{courseId}/payment and /marketplace/{courseId}/{cohortId}/payment?planType=…: reachable
 * anonymously (plans and prices are public); payment calls wait for a signed-in viewer.
 */
export function CheckoutPage({ viewer }: { viewer: Viewer }): ReactElement {
  const params = useParams({ strict: false }) as { courseId?: string; cohortId?: string };
  const { planType } = useSearch({ strict: false }) as { planType?: string };
  const courseId = params.courseId ?? '';
  const cohortId = params.cohortId ?? null;
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const course = useCheckoutCourse(courseId);
  usePageTitle(t('payments.checkout.title'));

  const checkoutPath = (plan?: PlanType) =>
    cohortId
      ? paths.marketplace.cohortPayment(courseId, cohortId, plan)
      : paths.marketplace.payment(courseId, plan);

  const leave = () => {
    const target = leaveTarget(canGoBack, paths.marketplace.course(courseId));
    if (target.kind === 'history') router.history.back();
    else void navigate({ href: target.path });
  };

  if (course.isPending) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        {t('payments.checkout.loading')}
      </p>
    );
  }
  if (course.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <h1 className="text-2xl font-bold">{t('payments.checkout.title')}</h1>
        {isNotFound(course.error) ? (
          <Alert variant="warning">
            <AlertDescription>{t('payments.checkout.courseNotFound')}</AlertDescription>
          </Alert>
        ) : (
          <Alert variant="destructive" className="space-y-2">
            <AlertDescription>{errorMessage(course.error)}</AlertDescription>
            <Button variant="outline" size="sm" onClick={() => void course.refetch()}>
              {t('shell.retry')}
            </Button>
          </Alert>
        )}
        <Link to={paths.marketplace.home()} className={buttonClasses('outline')}>
          {t('payments.checkout.backToMarketplace')}
        </Link>
      </div>
    );
  }

  const cohort = course.data.cohorts.find((item) => item.id === cohortId);
  return (
    <article className="mx-auto max-w-xl">
      <CheckoutFlow
        header={
          <header className="space-y-1">
            <h1 className="text-2xl font-bold">{t('payments.checkout.title')}</h1>
            <p className="font-medium">{course.data.title}</p>
            {cohort ? (
              <p className="text-sm text-muted-foreground">
                {t('payments.checkout.cohort', { name: cohort.name })}
              </p>
            ) : null}
          </header>
        }
        course={course.data}
        cohortId={cohortId}
        planTypeParam={planType}
        viewer={viewer}
        checkoutPath={checkoutPath}
        onPlanChange={(plan) =>
          void navigate({ href: checkoutPath(plan), replace: true, resetScroll: false })
        }
        onLeave={leave}
      />
    </article>
  );
}
