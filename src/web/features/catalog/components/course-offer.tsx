import { Link } from '@tanstack/react-router';
import { CalendarDays, Users } from 'lucide-react';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import type { Currency } from '#shared/catalog/currency.ts';
import type { PlanType } from '#shared/catalog/pricing.ts';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { paths } from '#web/paths.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { formatDate } from '../course-format.ts';
import { type CourseOffer, courseOffer, type PlanCardLabel } from '../plan-label.ts';

type PaymentLink = (planType?: PlanType) => string;

function PlanCard({ plan, to }: { plan: PlanCardLabel; to: string }) {
  return (
    <li className="space-y-2 rounded-lg border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{plan.title}</h3>
        {plan.discount ? (
          <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
            {plan.discount}
          </span>
        ) : null}
      </div>
      {plan.detail ? <p className="text-sm text-muted-foreground">{plan.detail}</p> : null}
      <p className="text-sm">
        <span className="font-semibold">{plan.total}</span>
        {plan.original ? (
          <>
            {' '}
            <s className="text-muted-foreground">
              <span className="sr-only">{t('catalog.price.original')} </span>
              {plan.original}
            </s>
          </>
        ) : null}
      </p>
      <p className="text-sm">{plan.dueNow}</p>
      <Link to={to} className={`${buttonClasses('default', 'sm')} w-full`}>
        {t('catalog.plan.choose')}
        <span className="sr-only"> : {plan.title}</span>
      </Link>
    </li>
  );
}

function FreeEnrolment({ to }: { to: string }) {
  return (
    <div className="space-y-3">
      <p className="text-2xl font-bold text-success">{t('catalog.price.free')}</p>
      <Link to={to} className={`${buttonClasses('default')} w-full`}>
        {t('catalog.plan.enrollFree')}
      </Link>
    </div>
  );
}

function NoPaymentOptions() {
  return (
    <Alert variant="warning">
      <AlertTitle>{t('catalog.plan.unavailableTitle')}</AlertTitle>
      <AlertDescription>{t('catalog.plan.unavailableDetail')}</AlertDescription>
    </Alert>
  );
}

function OfferBody({ offer, paymentPath }: { offer: CourseOffer; paymentPath: PaymentLink }) {
  if (offer.kind === 'free') return <FreeEnrolment to={paymentPath('oneTime')} />;
  if (offer.kind === 'unavailable') return <NoPaymentOptions />;
  return (
    <ul className="space-y-3">
      {offer.plans.map((plan) => (
        <PlanCard key={plan.type} plan={plan} to={paymentPath(plan.type)} />
      ))}
    </ul>
  );
}

/** Session format: the upcoming cohorts, each with its way to pay. */
function Sessions({ course, offer }: { course: TCourseDetail; offer: CourseOffer }) {
  if (course.cohorts.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('catalog.sessions.empty')}</p>;
  }
  return (
    <ul className="space-y-3">
      {course.cohorts.map((cohort) => {
        const paymentPath: PaymentLink = (planType) =>
          paths.marketplace.cohortPayment(course.id, cohort.id, planType);
        const isFull = cohort.seats_left === 0;
        return (
          <li key={cohort.id} className="space-y-2 rounded-lg border border-border bg-surface p-4">
            <h3 className="font-semibold">{cohort.name}</h3>
            <p className="flex items-center gap-2 text-sm">
              <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
              {t('catalog.sessions.starts', { date: formatDate(cohort.start_date) })}
            </p>
            {cohort.end_date ? (
              <p className="pl-6 text-sm text-muted-foreground">
                {t('catalog.sessions.ends', { date: formatDate(cohort.end_date) })}
              </p>
            ) : null}
            {cohort.seats_left !== null ? (
              <p className="flex items-center gap-2 text-sm">
                <Users aria-hidden="true" className="size-4 text-muted-foreground" />
                {isFull
                  ? t('catalog.sessions.full')
                  : t(cohort.seats_left === 1 ? 'catalog.sessions.seatLeft' : 'catalog.sessions.seatsLeft', {
                      n: cohort.seats_left,
                    })}
              </p>
            ) : null}
            {isFull ? null : offer.kind === 'plans' ? (
              <ul className="flex flex-col gap-2 pt-1">
                {offer.plans.map((plan) => (
                  <li key={plan.type}>
                    <Link to={paymentPath(plan.type)} className={`${buttonClasses('outline', 'sm')} w-full`}>
                      {plan.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <Link
                to={paymentPath(offer.kind === 'free' ? 'oneTime' : undefined)}
                className={`${buttonClasses('default', 'sm')} w-full`}
              >
                {offer.kind === 'free' ? t('catalog.plan.enrollFree') : t('catalog.sessions.choose')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The way in: plan cards (self-paced), or the upcoming sessions (session format). */
export function CourseOfferSection({ course, currency }: { course: TCourseDetail; currency: Currency }) {
  const offer = courseOffer(course, currency);
  const isSession = course.format === 'session';
  return (
    <section aria-labelledby="offer-title" className="space-y-3">
      <h2 id="offer-title" className="text-lg font-semibold">
        {isSession ? t('catalog.sessions.title') : t('catalog.plans.title')}
      </h2>
      {isSession ? (
        <Sessions course={course} offer={offer} />
      ) : (
        <OfferBody offer={offer} paymentPath={(planType) => paths.marketplace.payment(course.id, planType)} />
      )}
    </section>
  );
}
