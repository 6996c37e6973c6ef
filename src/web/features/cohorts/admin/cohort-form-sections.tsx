import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { TCourseOption, TInstructorOption } from '#shared/cohorts/admin-cohorts.contract.ts';
import {
  accessStartForImmediate,
  applyPricingMode,
  type CohortStatus,
  isFieldLocked,
  newPromoCode,
  PRICING_MODES,
  type PricingMode,
  planningCounts,
  priceForCoursePricing,
  type TCohortForm,
} from '#shared/cohorts/cohort-form.ts';
import { t } from '#shared/messages/fr-cohorts-admin-web.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { Switch } from '#web/ui/switch.tsx';
import { Textarea } from '#web/ui/textarea.tsx';
import { useCertificateTemplateOptions } from './api/admin-cohorts.ts';

// The six sections of the admin cohort form (spec/cohorts.md §2.2), in the spec's order, on the form
// state of cohort-edit-page.tsx. Each field locked by the cohort's status (§4) is disabled; a completed
// cohort's whole form sits in a disabled fieldset.

export type SectionContext = {
  status: CohortStatus;
  today: string;
  courses: TCourseOption[];
  course: TCourseOption | null;
};

const useCohortForm = () => useFormContext<TCohortForm>();

/** The message of a field's error, wherever it sits in the form. */
function useFieldError(name: string): string | undefined {
  const { formState } = useCohortForm();
  let node: unknown = formState.errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

export function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <CardTitle id={id} className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground"
          >
            {number}
          </span>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

/** A labelled control with its error under it. */
function Field({
  label,
  name,
  hint,
  className,
  children,
}: {
  label: string;
  name: string;
  hint?: string | undefined;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const error = useFieldError(name);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">
        {children({
          id,
          ...(error ? { 'aria-invalid': true as const } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        })}
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SwitchField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border p-3 border-border">
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        className="disabled:cursor-not-allowed disabled:opacity-50"
      />
    </div>
  );
}

const numberOptions = { valueAsNumber: true } as const;

// ——— 1. Informations générales ———

export function GeneralSection({
  context,
  instructors,
  onNewCourse,
}: {
  context: SectionContext;
  instructors: TInstructorOption[];
  onNewCourse: () => void;
}) {
  const { register, control, setValue } = useCohortForm();
  const isAutoTitle = useWatch({ control, name: 'autoGenerateTitle' });
  const locked = (field: keyof TCohortForm) => isFieldLocked(context.status, field);
  return (
    <Section number={1} title={t('cohortsAdmin.general.title')}>
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('cohortsAdmin.general.course')} name="courseId" className="min-w-0 flex-1 basis-64">
          {(props) => (
            <select
              {...props}
              {...register('courseId')}
              disabled={locked('courseId')}
              className={FIELD_SELECT_CLASSES.replace('mt-1.5 ', '')}
            >
              <option value="">{t('cohortsAdmin.general.coursePlaceholder')}</option>
              {context.courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        {locked('courseId') ? null : (
          <Button type="button" variant="outline" onClick={onNewCourse}>
            <Plus aria-hidden="true" className="size-4" />
            {t('cohortsAdmin.general.newCourse')}
          </Button>
        )}
      </div>
      <Controller
        control={control}
        name="autoGenerateTitle"
        render={({ field }) => (
          <SwitchField
            label={t('cohortsAdmin.general.autoTitle')}
            checked={field.value}
            onChange={field.onChange}
            disabled={locked('autoGenerateTitle')}
          />
        )}
      />
      <Field
        label={t('cohortsAdmin.general.name')}
        name="title"
        hint={
          isAutoTitle
            ? t('cohortsAdmin.general.autoTitleHint', { course: context.course?.title ?? '…' })
            : undefined
        }
      >
        {(props) => (
          <Input
            {...props}
            {...register('title')}
            readOnly={isAutoTitle}
            disabled={locked('title')}
            className={cn(isAutoTitle && 'bg-muted')}
          />
        )}
      </Field>
      <Field label={t('cohortsAdmin.general.description')} name="description">
        {(props) => <Textarea {...props} rows={4} {...register('description')} />}
      </Field>
      <Controller
        control={control}
        name="instructors"
        render={({ field }) => (
          <fieldset disabled={locked('instructors')} className="min-w-0">
            <legend className="text-sm font-medium">{t('cohortsAdmin.general.instructors')}</legend>
            <p className="text-sm text-muted-foreground">
              {t('cohortsAdmin.general.instructorsChosen', { count: field.value.length })}
            </p>
            {instructors.length === 0 ? (
              <p className="mt-2 rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground border-border">
                {t('cohortsAdmin.general.noInstructor')}
              </p>
            ) : (
              <ul
                className="mt-2 max-h-[300px] divide-y overflow-y-auto rounded-md border border-border divide-border"
                data-testid="instructors-scroll"
              >
                {instructors.map((instructor) => {
                  const isChosen = field.value.includes(instructor.id);
                  return (
                    <li key={instructor.id}>
                      <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2">
                        <input
                          type="checkbox"
                          className="size-4 accent-primary"
                          checked={isChosen}
                          onChange={() => {
                            setValue(
                              'instructors',
                              isChosen
                                ? field.value.filter((id) => id !== instructor.id)
                                : [...field.value, instructor.id],
                              { shouldDirty: true },
                            );
                          }}
                        />
                        <span>{`${instructor.first_name} ${instructor.last_name}`.trim()}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
        )}
      />
    </Section>
  );
}

// ——— 2. Certificat ———

export function CertificateSection({ context }: { context: SectionContext }) {
  const { register } = useCohortForm();
  // Certificates: the template designer (issue 16): the organisation's templates.
  const templates = useCertificateTemplateOptions();
  const options = templates.data ?? [];
  const isEmpty = templates.isSuccess && options.length === 0;
  return (
    <Section number={2} title={t('cohortsAdmin.certificate.title')}>
      <Field
        label={t('cohortsAdmin.certificate.template')}
        name="certificate_template_id"
        hint={isEmpty ? t('cohortsAdmin.certificate.noTemplate') : undefined}
      >
        {(props) => (
          <select
            {...props}
            // Drawn again once the templates are there, so the stored choice shows among them.
            key={templates.isSuccess ? 'loaded' : 'loading'}
            {...register('certificate_template_id')}
            className={FIELD_SELECT_CLASSES.replace('mt-1.5 ', '')}
          >
            <option value="">{t('cohortsAdmin.certificate.none')}</option>
            {options.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {context.course ? (
        <p className="text-sm text-muted-foreground">
          {context.course.enable_certificate
            ? t('cohortsAdmin.certificate.courseEnabled')
            : t('cohortsAdmin.certificate.courseDisabled')}
        </p>
      ) : null}
    </Section>
  );
}

// ——— 3. Planning ———

export function PlanningSection({
  context,
  sessionsSpot,
}: {
  context: SectionContext;
  sessionsSpot: ReactNode;
}) {
  const { register, control } = useCohortForm();
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const counts = planningCounts(startDate, endDate);
  const links = useFieldArray({ control, name: 'liveLinks' });
  const locked = (field: keyof TCohortForm) => isFieldLocked(context.status, field);
  return (
    <Section number={3} title={t('cohortsAdmin.planning.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('cohortsAdmin.planning.start')} name="startDate">
          {(props) => (
            <Input
              {...props}
              type="date"
              min={context.today}
              {...register('startDate')}
              disabled={locked('startDate')}
            />
          )}
        </Field>
        <Field label={t('cohortsAdmin.planning.end')} name="endDate">
          {(props) => (
            <Input
              {...props}
              type="date"
              min={startDate && startDate > context.today ? startDate : context.today}
              {...register('endDate')}
              disabled={locked('endDate')}
            />
          )}
        </Field>
      </div>
      {counts ? (
        <p className="text-sm font-medium" data-testid="planning-counts">
          {t('cohortsAdmin.planning.counts', counts)}
        </p>
      ) : null}
      {sessionsSpot}
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-medium">{t('cohortsAdmin.planning.liveLinks')}</legend>
        {links.fields.map((row, index) => (
          <div
            key={row.id}
            className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start border-border"
          >
            <Field label={t('cohortsAdmin.planning.linkUrl')} name={`liveLinks.${index}.url`}>
              {(props) => (
                <Input
                  {...props}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  {...register(`liveLinks.${index}.url`)}
                />
              )}
            </Field>
            <Field label={t('cohortsAdmin.planning.linkDescription')} name={`liveLinks.${index}.description`}>
              {(props) => <Input {...props} {...register(`liveLinks.${index}.description`)} />}
            </Field>
            <Button
              type="button"
              variant="ghost-destructive"
              size="icon"
              className="sm:mt-7"
              aria-label={t('cohortsAdmin.planning.removeLink')}
              disabled={links.fields.length <= 1}
              onClick={() => links.remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => links.append({ url: '', description: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('cohortsAdmin.planning.addLink')}
        </Button>
      </fieldset>
    </Section>
  );
}

// ——— 4. Tarifs et codes promo ———

const MODE_LABEL: Record<PricingMode, Parameters<typeof t>[0]> = {
  oneTime: 'cohortsAdmin.pricing.mode.oneTime',
  installments: 'cohortsAdmin.pricing.mode.installments',
  subscription: 'cohortsAdmin.pricing.mode.subscription',
  registrationMonthly: 'cohortsAdmin.pricing.mode.registrationMonthly',
};

function PromoCodes() {
  const { register, control, setValue } = useCohortForm();
  const codes = useFieldArray({ control, name: 'discounts', keyName: 'key' });
  const values = useWatch({ control, name: 'discounts' });
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-base font-semibold">{t('cohortsAdmin.pricing.promoCodes')}</legend>
      <p className="text-sm text-muted-foreground">{t('cohortsAdmin.pricing.promoShortHint')}</p>
      {codes.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('cohortsAdmin.pricing.noPromo')}</p>
      ) : null}
      {codes.fields.map((row, index) => {
        const isPercentage = values?.[index]?.is_percentage ?? true;
        const usedCount = values?.[index]?.used_count ?? 0;
        return (
          <div
            key={row.key}
            className="space-y-3 rounded-md border p-3 border-border"
            data-testid="promo-code"
          >
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label={t('cohortsAdmin.pricing.promoCode')} name={`discounts.${index}.code`}>
                {(props) => (
                  <Input {...props} autoCapitalize="characters" {...register(`discounts.${index}.code`)} />
                )}
              </Field>
              <Field label={t('cohortsAdmin.pricing.promoKind')} name={`discounts.${index}.is_percentage`}>
                {(props) => (
                  <select
                    {...props}
                    className={FIELD_SELECT_CLASSES.replace('mt-1.5 ', '')}
                    value={isPercentage ? 'percent' : 'amount'}
                    onChange={(event) =>
                      setValue(`discounts.${index}.is_percentage`, event.target.value === 'percent', {
                        shouldDirty: true,
                      })
                    }
                  >
                    <option value="percent">{t('cohortsAdmin.pricing.promoPercent')}</option>
                    <option value="amount">{t('cohortsAdmin.pricing.promoAmount')}</option>
                  </select>
                )}
              </Field>
              {isPercentage ? (
                <Field
                  label={t('cohortsAdmin.pricing.promoValuePercent')}
                  name={`discounts.${index}.percent`}
                >
                  {(props) => (
                    <Input
                      {...props}
                      type="number"
                      min={0}
                      max={100}
                      inputMode="decimal"
                      {...register(`discounts.${index}.percent`, numberOptions)}
                    />
                  )}
                </Field>
              ) : (
                <Field label={t('cohortsAdmin.pricing.promoValueAmount')} name={`discounts.${index}.amount`}>
                  {(props) => (
                    <Input
                      {...props}
                      type="number"
                      min={0}
                      inputMode="numeric"
                      {...register(`discounts.${index}.amount`, numberOptions)}
                    />
                  )}
                </Field>
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-4">
              <Field label={t('cohortsAdmin.pricing.promoMaxUses')} name={`discounts.${index}.max_uses`}>
                {(props) => (
                  <Input
                    {...props}
                    type="number"
                    min={1}
                    inputMode="numeric"
                    {...register(`discounts.${index}.max_uses`, numberOptions)}
                  />
                )}
              </Field>
              <Field
                label={t('cohortsAdmin.pricing.promoPerUser')}
                name={`discounts.${index}.max_usage_per_user`}
              >
                {(props) => (
                  <Input
                    {...props}
                    type="number"
                    min={1}
                    inputMode="numeric"
                    {...register(`discounts.${index}.max_usage_per_user`, numberOptions)}
                  />
                )}
              </Field>
              <Field
                label={t('cohortsAdmin.pricing.promoMinPurchase')}
                name={`discounts.${index}.min_purchase`}
              >
                {(props) => (
                  <Input
                    {...props}
                    type="number"
                    min={0}
                    inputMode="numeric"
                    {...register(`discounts.${index}.min_purchase`, numberOptions)}
                  />
                )}
              </Field>
              <Controller
                control={control}
                name={`discounts.${index}.expires_at`}
                render={({ field }) => (
                  <Field
                    label={t('cohortsAdmin.pricing.promoExpires')}
                    name={`discounts.${index}.expires_at`}
                  >
                    {(props) => (
                      <Input
                        {...props}
                        type="date"
                        min={new Date().toISOString().slice(0, 10)}
                        value={field.value ? field.value.slice(0, 10) : ''}
                        onChange={(event) =>
                          field.onChange(event.target.value ? `${event.target.value}T23:59:59.999Z` : null)
                        }
                      />
                    )}
                  </Field>
                )}
              />
            </div>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm text-muted-foreground">
                {usedCount > 0 ? t('cohortsAdmin.pricing.promoUsed', { count: usedCount }) : null}
              </span>
              <Button type="button" variant="ghost-destructive" size="sm" onClick={() => codes.remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('cohortsAdmin.pricing.removePromo')}
              </Button>
            </div>
          </div>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => codes.append(newPromoCode(new Date()))}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('cohortsAdmin.pricing.addPromo')}
      </Button>
    </fieldset>
  );
}

export function PricingSection({ context }: { context: SectionContext }) {
  const { register, control, setValue, getValues } = useCohortForm();
  const [useCoursePrice, modes] = useWatch({ control, name: ['useCoursePrice', 'pricingModes'] });
  const installments = useFieldArray({ control, name: 'installments' });
  const accessType = context.course?.access_type ?? 'paid';
  const switchMode = (mode: PricingMode, isOn: boolean) => {
    const next = applyPricingMode(getValues(), mode, isOn);
    setValue('pricingModes', next.pricingModes, { shouldDirty: true });
    if (!isOn) {
      setValue('oneTimeDiscount', next.oneTimeDiscount);
      installments.replace(next.installments);
      setValue('monthlyPrice', next.monthlyPrice);
      setValue('registrationFee', next.registrationFee);
      setValue('monthlyFee', next.monthlyFee);
    }
  };
  return (
    <Section number={4} title={t('cohortsAdmin.pricing.title')}>
      {accessType === 'free' ? (
        <p className="text-sm text-muted-foreground">{t('cohortsAdmin.pricing.free')}</p>
      ) : null}
      {accessType === 'invitation' ? (
        <p className="text-sm text-muted-foreground">{t('cohortsAdmin.pricing.invitation')}</p>
      ) : null}
      {accessType === 'paid' ? (
        <>
          <SwitchField
            label={t('cohortsAdmin.pricing.useCourse')}
            checked={useCoursePrice}
            onChange={(isOn) => {
              setValue('useCoursePrice', isOn, { shouldDirty: true });
              setValue('price', priceForCoursePricing(isOn));
            }}
          />
          {useCoursePrice ? null : (
            <div className="space-y-4">
              <Field label={t('cohortsAdmin.pricing.price')} name="price" className="max-w-xs">
                {(props) => (
                  <Input
                    {...props}
                    type="number"
                    min={0}
                    inputMode="numeric"
                    {...register('price', numberOptions)}
                  />
                )}
              </Field>
              <fieldset className="min-w-0 space-y-3">
                <legend className="text-sm font-medium">{t('cohortsAdmin.pricing.modes')}</legend>
                {PRICING_MODES.map((mode) => (
                  <div key={mode} className="space-y-3">
                    <SwitchField
                      label={t(MODE_LABEL[mode])}
                      checked={modes[mode]}
                      onChange={(isOn) => switchMode(mode, isOn)}
                    />
                    {modes[mode] && mode === 'oneTime' ? (
                      <Field
                        label={t('cohortsAdmin.pricing.discount')}
                        name="oneTimeDiscount"
                        className="max-w-xs pl-3"
                      >
                        {(props) => (
                          <Input
                            {...props}
                            type="number"
                            min={0}
                            max={100}
                            inputMode="decimal"
                            {...register('oneTimeDiscount', numberOptions)}
                          />
                        )}
                      </Field>
                    ) : null}
                    {modes[mode] && mode === 'installments' ? (
                      <div className="space-y-2 pl-3">
                        {installments.fields.map((row, index) => (
                          <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                            <Field
                              label={t('cohortsAdmin.pricing.installmentAmount')}
                              name={`installments.${index}.amount`}
                            >
                              {(props) => (
                                <Input
                                  {...props}
                                  type="number"
                                  min={0}
                                  inputMode="numeric"
                                  {...register(`installments.${index}.amount`, numberOptions)}
                                />
                              )}
                            </Field>
                            <Field
                              label={t('cohortsAdmin.pricing.installmentDays')}
                              name={`installments.${index}.days`}
                              hint={index === 0 ? t('cohortsAdmin.pricing.installmentImmediate') : undefined}
                            >
                              {(props) => (
                                <Input
                                  {...props}
                                  type="number"
                                  min={0}
                                  inputMode="numeric"
                                  {...register(`installments.${index}.days`, numberOptions)}
                                />
                              )}
                            </Field>
                            <Button
                              type="button"
                              variant="ghost-destructive"
                              size="icon"
                              className="mt-7"
                              aria-label={t('cohortsAdmin.pricing.removeInstallment')}
                              onClick={() => installments.remove(index)}
                            >
                              <Trash2 aria-hidden="true" className="size-4" />
                            </Button>
                          </div>
                        ))}
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          onClick={() =>
                            installments.append({
                              amount: 0,
                              days: installments.fields.length === 0 ? 0 : 30,
                            })
                          }
                        >
                          <Plus aria-hidden="true" className="size-4" />
                          {t('cohortsAdmin.pricing.addInstallment')}
                        </Button>
                      </div>
                    ) : null}
                    {modes[mode] && mode === 'subscription' ? (
                      <Field
                        label={t('cohortsAdmin.pricing.monthlyPrice')}
                        name="monthlyPrice"
                        className="max-w-xs pl-3"
                      >
                        {(props) => (
                          <Input
                            {...props}
                            type="number"
                            min={0}
                            inputMode="numeric"
                            {...register('monthlyPrice', numberOptions)}
                          />
                        )}
                      </Field>
                    ) : null}
                    {modes[mode] && mode === 'registrationMonthly' ? (
                      <div className="grid gap-3 pl-3 sm:grid-cols-2">
                        <Field label={t('cohortsAdmin.pricing.registrationFee')} name="registrationFee">
                          {(props) => (
                            <Input
                              {...props}
                              type="number"
                              min={0}
                              inputMode="numeric"
                              {...register('registrationFee', numberOptions)}
                            />
                          )}
                        </Field>
                        <Field label={t('cohortsAdmin.pricing.monthlyFee')} name="monthlyFee">
                          {(props) => (
                            <Input
                              {...props}
                              type="number"
                              min={0}
                              inputMode="numeric"
                              {...register('monthlyFee', numberOptions)}
                            />
                          )}
                        </Field>
                      </div>
                    ) : null}
                  </div>
                ))}
              </fieldset>
            </div>
          )}
        </>
      ) : null}
      <PromoCodes />
    </Section>
  );
}

// ——— 5. Participants et inscriptions ———

export function ParticipantsSection({
  context,
  participantsSpot,
}: {
  context: SectionContext;
  participantsSpot: ReactNode;
}) {
  const { register, control, setValue, getValues } = useCohortForm();
  const [deadline, immediateAccess] = useWatch({
    control,
    name: ['registrationDeadline', 'immediateAccess'],
  });
  return (
    <Section number={5} title={t('cohortsAdmin.participants.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('cohortsAdmin.participants.min')} name="minParticipants">
          {(props) => (
            <Input
              {...props}
              type="number"
              min={1}
              inputMode="numeric"
              {...register('minParticipants', numberOptions)}
            />
          )}
        </Field>
        <Field label={t('cohortsAdmin.participants.max')} name="maxParticipants">
          {(props) => (
            <Input
              {...props}
              type="number"
              min={1}
              inputMode="numeric"
              {...register('maxParticipants', numberOptions)}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('cohortsAdmin.participants.deadline')} name="registrationDeadline">
          {(props) => (
            <select
              {...props}
              {...register('registrationDeadline')}
              className={FIELD_SELECT_CLASSES.replace('mt-1.5 ', '')}
            >
              <option value="start">{t('cohortsAdmin.participants.deadline.start')}</option>
              <option value="end">{t('cohortsAdmin.participants.deadline.end')}</option>
              <option value="custom">{t('cohortsAdmin.participants.deadline.custom')}</option>
            </select>
          )}
        </Field>
        {deadline === 'custom' ? (
          <Field label={t('cohortsAdmin.participants.customDeadline')} name="customEnrollmentDeadline">
            {(props) => (
              <Input {...props} type="date" min={context.today} {...register('customEnrollmentDeadline')} />
            )}
          </Field>
        ) : null}
      </div>
      <Controller
        control={control}
        name="enableWaitlist"
        render={({ field }) => (
          <SwitchField
            label={t('cohortsAdmin.participants.waitlist')}
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Field label={t('cohortsAdmin.participants.approval')} name="approvalProcess" className="sm:max-w-xs">
        {(props) => (
          <select
            {...props}
            {...register('approvalProcess')}
            className={FIELD_SELECT_CLASSES.replace('mt-1.5 ', '')}
          >
            <option value="automatic">{t('cohortsAdmin.participants.approval.automatic')}</option>
            <option value="manual">{t('cohortsAdmin.participants.approval.manual')}</option>
          </select>
        )}
      </Field>
      <SwitchField
        label={t('cohortsAdmin.participants.immediate')}
        checked={immediateAccess}
        onChange={(isOn) => {
          setValue('immediateAccess', isOn, { shouldDirty: true });
          setValue(
            'accessStartDate',
            accessStartForImmediate(isOn, getValues('accessStartDate'), context.today),
          );
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('cohortsAdmin.participants.accessStart')} name="accessStartDate">
          {(props) => <Input {...props} type="date" {...register('accessStartDate')} />}
        </Field>
        <Field label={t('cohortsAdmin.participants.accessEnd')} name="accessEndDate">
          {(props) => <Input {...props} type="date" {...register('accessEndDate')} />}
        </Field>
      </div>
      {participantsSpot}
    </Section>
  );
}

// ——— 6. Communication ———

export function CommunicationSection() {
  const { register, control } = useCohortForm();
  const channel = useWatch({ control, name: 'communicationChannel' });
  return (
    <Section number={6} title={t('cohortsAdmin.communication.title')}>
      <Field label={t('cohortsAdmin.communication.welcome')} name="welcome_message">
        {(props) => <Textarea {...props} rows={3} {...register('welcome_message')} />}
      </Field>
      <Field label={t('cohortsAdmin.communication.end')} name="end_message">
        {(props) => <Textarea {...props} rows={3} {...register('end_message')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('cohortsAdmin.communication.channel')} name="communicationChannel">
          {(props) => (
            <select
              {...props}
              {...register('communicationChannel')}
              className={FIELD_SELECT_CLASSES.replace('mt-1.5 ', '')}
            >
              <option value="whatsapp">{t('cohortsAdmin.communication.channel.whatsapp')}</option>
              <option value="telegram">{t('cohortsAdmin.communication.channel.telegram')}</option>
              <option value="none">{t('cohortsAdmin.communication.channel.none')}</option>
            </select>
          )}
        </Field>
        {channel === 'none' ? null : (
          <Field label={t('cohortsAdmin.communication.groupLink')} name="groupLink">
            {(props) => (
              <Input
                {...props}
                type="url"
                inputMode="url"
                placeholder="https://"
                {...register('groupLink')}
              />
            )}
          </Field>
        )}
      </div>
    </Section>
  );
}
