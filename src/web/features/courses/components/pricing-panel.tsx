import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '#shared/catalog/currency.ts';
import { discountedPrice } from '#shared/catalog/pricing.ts';
import { withAccessType } from '#shared/courses/pricing-rules.ts';
import { ACCESS_TYPES, type AccessType, type PricingModes } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/ui/button.tsx';
import type { CourseFormValues } from '../course-form.ts';
import { EditorPanel } from './editor-panel.tsx';
import { FormNumberField } from './form-controls.tsx';

const MODES: (keyof PricingModes)[] = ['one_time', 'installments', 'subscription', 'registration_monthly'];
const PRICING_FIELDS = [
  'accessType',
  'pricingModes',
  'oneTimePrice',
  'oneTimeDiscount',
  'monthlyPrice',
  'registrationFee',
  'monthlyFee',
  'installments',
] as const;

/** Spec §2 panel 2, the numeric variant, with the resets of §4 (shared withAccessType). */
export function PricingPanel() {
  const form = useFormContext<CourseFormValues>();
  const [accessType, modes, oneTimePrice, oneTimeDiscount] = useWatch({
    control: form.control,
    name: ['accessType', 'pricingModes', 'oneTimePrice', 'oneTimeDiscount'],
  });
  const installments = useFieldArray({ control: form.control, name: 'installments' });

  const chooseAccessType = (next: AccessType) => {
    const values = form.getValues();
    const pricing = withAccessType(
      {
        accessType: values.accessType,
        pricingModes: values.pricingModes,
        oneTimePrice: values.oneTimePrice,
        oneTimeDiscount: values.oneTimeDiscount,
        monthlyPrice: values.monthlyPrice,
        registrationFee: values.registrationFee,
        monthlyFee: values.monthlyFee,
        installments: values.installments,
      },
      next,
    );
    for (const name of PRICING_FIELDS) form.setValue(name, pricing[name], { shouldDirty: true });
    form.clearErrors([...PRICING_FIELDS]);
  };

  const toggleMode = (mode: keyof PricingModes, isOn: boolean) => {
    form.setValue(`pricingModes.${mode}`, isOn, { shouldDirty: true });
    // Installments switched on with none yet: one to fill in.
    if (mode === 'installments' && isOn && installments.fields.length === 0)
      installments.append({ amount: 0, days: 0 });
  };

  const isPaid = accessType === 'paid';
  return (
    <EditorPanel id="pricing" title={t('courses.panel.pricing')}>
      <fieldset>
        <legend className="text-sm font-medium">{t('courses.pricing.accessType')}</legend>
        <div role="radiogroup" className="mt-2 flex flex-wrap gap-2">
          {ACCESS_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                accessType === type ? 'border-primary bg-primary-soft font-medium' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="accessType"
                value={type}
                checked={accessType === type}
                onChange={() => chooseAccessType(type)}
                className="size-4 accent-primary"
              />
              {t(`courses.pricing.access.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {!isPaid ? (
        <p className="text-sm text-muted-foreground">{t('courses.pricing.freeHint')}</p>
      ) : (
        <>
          <fieldset>
            <legend className="text-sm font-medium">{t('courses.pricing.modes')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {MODES.map((mode) => (
                <label key={mode} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={modes[mode]}
                    onChange={(event) => toggleMode(mode, event.target.checked)}
                    className="size-4 accent-primary"
                  />
                  {t(`courses.pricing.mode.${mode}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {modes.one_time ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormNumberField
                name="oneTimePrice"
                label={t('courses.pricing.oneTimePrice')}
                emptyValue={Number.NaN}
              />
              <FormNumberField
                name="oneTimeDiscount"
                label={t('courses.pricing.oneTimeDiscount')}
                emptyValue={0}
                max={100}
              />
              <p className="text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
                {t('courses.pricing.discounted', {
                  amount: formatMoney(discountedPrice(oneTimePrice || 0, oneTimeDiscount || 0), 'XOF'),
                })}
              </p>
            </div>
          ) : null}
          {modes.subscription ? (
            <FormNumberField
              name="monthlyPrice"
              label={t('courses.pricing.monthlyPrice')}
              emptyValue={Number.NaN}
              className="sm:max-w-xs"
            />
          ) : null}
          {modes.registration_monthly ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormNumberField
                name="registrationFee"
                label={t('courses.pricing.registrationFee')}
                emptyValue={Number.NaN}
              />
              <FormNumberField
                name="monthlyFee"
                label={t('courses.pricing.monthlyFee')}
                emptyValue={Number.NaN}
              />
            </div>
          ) : null}
          {modes.installments ? (
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">{t('courses.pricing.mode.installments')}</legend>
              {installments.fields.map((item, index) => (
                <div
                  key={item.id}
                  className="grid items-end gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_auto]"
                >
                  <p className="text-sm font-medium sm:col-span-3">
                    {t('courses.pricing.installment', { n: index + 1 })}
                  </p>
                  <FormNumberField
                    name={`installments.${index}.amount`}
                    label={t('courses.pricing.installmentAmount')}
                    emptyValue={Number.NaN}
                  />
                  <FormNumberField
                    name={`installments.${index}.days`}
                    label={t('courses.pricing.installmentDays')}
                    emptyValue={Number.NaN}
                  />
                  {/* Spec §5: the remove button exists only when more than one installment is present. */}
                  {installments.fields.length > 1 ? (
                    <Button
                      variant="ghost-destructive"
                      size="icon"
                      aria-label={t('courses.pricing.removeInstallment', { n: index + 1 })}
                      onClick={() => installments.remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </div>
              ))}
              <Button
                variant="outline"
                size="sm"
                onClick={() => installments.append({ amount: 0, days: 30 })}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('courses.pricing.addInstallment')}
              </Button>
            </fieldset>
          ) : null}
        </>
      )}
    </EditorPanel>
  );
}
