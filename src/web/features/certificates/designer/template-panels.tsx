import { Plus, Trash2, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Controller, type FieldPath, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  BACKGROUND_OPTIONS,
  type CertificateSettings,
  LOGO_SIZE,
  ORIENTATIONS,
} from '#shared/certificates/certificate-settings.ts';
import type { TDirector } from '#shared/certificates/certificate-templates.contract.ts';
import { newThreshold } from '#shared/certificates/template-rules.ts';
import { t } from '#shared/messages/fr-certificates-designer-web.ts';
import { cn } from '#web/lib/cn.ts';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { Switch } from '#web/ui/switch.tsx';
import { DesignerImageField } from './designer-image-field.tsx';

// The designer's side panel (spec §2 panel 4, §3, §4, §9): the tab 'Modèle' (layout, texts, logos,
// signatures, distinction) and the tab 'Arrière-plan' (colour, image or gradient), every field on
// the editor's react-hook-form state, checked by the shared settings schema on save.

type Name = FieldPath<CertificateSettings>;
const useSettingsForm = () => useFormContext<CertificateSettings>();

function useFieldError(name: string): string | undefined {
  const { formState } = useSettingsForm();
  let node: unknown = formState.errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t pt-4 first:border-t-0 first:pt-0 border-border">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

function TextSetting({ name, label }: { name: Name; label: string }) {
  const id = useId();
  const { register } = useSettingsForm();
  const error = useFieldError(name);
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className="mt-1.5"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      />
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

function SwitchSetting({ name, label }: { name: Name; label: string }) {
  const id = useId();
  const { control } = useSettingsForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={id}>{label}</Label>
          <Switch
            id={id}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked)}
          />
        </div>
      )}
    />
  );
}

function SizeSetting({ name, label }: { name: 'clientLogoSize' | 'productLogoSize'; label: string }) {
  const id = useId();
  const { control } = useSettingsForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor={id}>{label}</Label>
            <output htmlFor={id} className="text-sm tabular-nums text-muted-foreground">
              {Number(field.value).toFixed(1)}
            </output>
          </div>
          <input
            id={id}
            type="range"
            min={LOGO_SIZE.min}
            max={LOGO_SIZE.max}
            step={LOGO_SIZE.step}
            value={field.value}
            onChange={(event) => field.onChange(Math.round(Number(event.target.value) * 10) / 10)}
            className="mt-2 h-11 w-full accent-primary"
          />
        </div>
      )}
    />
  );
}

function ColorSetting({
  name,
  label,
}: {
  name: 'backgroundColor' | 'gradientStart' | 'gradientEnd';
  label: string;
}) {
  const id = useId();
  const { control } = useSettingsForm();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <Label htmlFor={id}>{label}</Label>
          <div className="mt-1.5 flex items-center gap-3">
            <input
              id={id}
              type="color"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              className="h-11 w-16 shrink-0 cursor-pointer rounded-md border bg-surface p-1 border-input"
            />
            <span className="font-mono text-sm text-muted-foreground">{field.value}</span>
          </div>
          <ErrorText id={`${id}-error`} message={error} />
        </div>
      )}
    />
  );
}

function ChoiceSetting<V extends string>({
  name,
  label,
  choices,
}: {
  name: 'orientation' | 'backgroundOption';
  label: string;
  choices: readonly { value: V; label: string }[];
}) {
  const { control } = useSettingsForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset>
          <legend className="text-sm font-medium">{label}</legend>
          <div className="mt-1.5 grid grid-flow-col auto-cols-fr gap-1 rounded-md border p-1 border-border">
            {choices.map((choice) => (
              <label
                key={choice.value}
                className={cn(
                  'flex h-9 cursor-pointer items-center justify-center rounded px-2 text-sm font-medium',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  field.value === choice.value ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={name}
                  value={choice.value}
                  checked={field.value === choice.value}
                  onChange={() => field.onChange(choice.value)}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}

function ImageSetting({
  name,
  kind,
  label,
  hint,
}: {
  name: 'clientLogo' | 'backgroundImage';
  kind: 'logo' | 'background';
  label: string;
  hint: string;
}) {
  const { control } = useSettingsForm();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DesignerImageField
          kind={kind}
          label={label}
          hint={hint}
          value={field.value}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}

function Thresholds() {
  const { control, register } = useSettingsForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'distinctionThresholds' });
  const listError = useFieldError('distinctionThresholds');
  const values = useWatch({ control, name: 'distinctionThresholds' });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('certificates.designer.field.thresholds')}</legend>
      <ul className="space-y-2">
        {fields.map((row, index) => (
          <ThresholdRow
            key={row.id}
            index={index}
            threshold={values?.[index]?.threshold}
            register={register}
            onRemove={() => remove(index)}
          />
        ))}
      </ul>
      <ErrorText id="thresholds-error" message={listError} />
      <p className="text-sm text-muted-foreground">{t('certificates.designer.field.thresholdRule')}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={fields.length >= 10}
        onClick={() => append(newThreshold(), { shouldFocus: true })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('certificates.designer.field.addThreshold')}
      </Button>
    </fieldset>
  );
}

function ThresholdRow({
  index,
  threshold,
  register,
  onRemove,
}: {
  index: number;
  threshold: number | undefined;
  register: ReturnType<typeof useSettingsForm>['register'];
  onRemove: () => void;
}) {
  const id = useId();
  const thresholdError = useFieldError(`distinctionThresholds.${index}.threshold`);
  const textError = useFieldError(`distinctionThresholds.${index}.text`);
  return (
    <li data-testid="threshold-row">
      <div className="flex items-end gap-2">
        <div className="w-24 shrink-0">
          <Label htmlFor={`${id}-threshold`} className="text-xs">
            {t('certificates.designer.field.threshold')}
          </Label>
          <Input
            id={`${id}-threshold`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            className="mt-1"
            aria-invalid={thresholdError ? true : undefined}
            {...register(`distinctionThresholds.${index}.threshold`, { valueAsNumber: true })}
          />
        </div>
        <div className="min-w-0 flex-1">
          <Label htmlFor={`${id}-text`} className="text-xs">
            {t('certificates.designer.field.thresholdText')}
          </Label>
          <Input
            id={`${id}-text`}
            className="mt-1"
            aria-invalid={textError ? true : undefined}
            {...register(`distinctionThresholds.${index}.text`)}
          />
        </div>
        <Button
          type="button"
          variant="ghost-destructive"
          size="icon"
          aria-label={t('certificates.designer.field.removeThreshold', {
            threshold: String(threshold ?? ''),
          })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <ErrorText id={`${id}-error`} message={thresholdError ?? textError} />
    </li>
  );
}

function DirectorSelect({ directors }: { directors: TDirector[] }) {
  const id = useId();
  const { control } = useSettingsForm();
  const error = useFieldError('selectedDirectorId');
  return (
    <Controller
      control={control}
      name="selectedDirectorId"
      render={({ field }) => (
        <div>
          <Label htmlFor={id}>{t('certificates.designer.field.director')}</Label>
          <select
            id={id}
            className={FIELD_SELECT_CLASSES}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value || null)}
            aria-invalid={error ? true : undefined}
          >
            <option value="">{t('certificates.designer.field.noDirector')}</option>
            {directors.map((director) => (
              <option key={director.id} value={director.id}>
                {director.title ? `${director.name} — ${director.title}` : director.name}
              </option>
            ))}
          </select>
          {directors.length === 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">
              {t('certificates.designer.field.noDirectors')}
            </p>
          ) : null}
          <ErrorText id={`${id}-error`} message={error} />
        </div>
      )}
    />
  );
}

export function ModelTab({
  directors,
  onManageDirectors,
}: {
  directors: TDirector[];
  onManageDirectors: () => void;
}) {
  const { control } = useSettingsForm();
  const [showProductLogo, showInstructor, showDirector, showDistinction] = useWatch({
    control,
    name: ['showProductLogo', 'showInstructorSignature', 'showDirectorSignature', 'showDistinction'],
  });
  return (
    <div className="space-y-5">
      <PanelSection title={t('certificates.designer.section.layout')}>
        <ChoiceSetting
          name="orientation"
          label={t('certificates.designer.field.orientation')}
          choices={ORIENTATIONS.map((value) => ({ value, label: t(`certificates.designer.field.${value}`) }))}
        />
      </PanelSection>
      <PanelSection title={t('certificates.designer.section.texts')}>
        <TextSetting name="certificateTitle" label={t('certificates.designer.field.certificateTitle')} />
        <TextSetting
          name="certificateSubtitle"
          label={t('certificates.designer.field.certificateSubtitle')}
        />
        <TextSetting name="studentIntroText" label={t('certificates.designer.field.studentIntroText')} />
        <TextSetting name="courseIntroText" label={t('certificates.designer.field.courseIntroText')} />
        <TextSetting name="gradeIntroText" label={t('certificates.designer.field.gradeIntroText')} />
      </PanelSection>
      <PanelSection title={t('certificates.designer.section.logos')}>
        <ImageSetting
          name="clientLogo"
          kind="logo"
          label={t('certificates.designer.field.clientLogo')}
          hint={t('certificates.designer.field.imageHint')}
        />
        <SizeSetting name="clientLogoSize" label={t('certificates.designer.field.clientLogoSize')} />
        <SwitchSetting name="showProductLogo" label={t('certificates.designer.field.showProductLogo')} />
        {showProductLogo ? (
          <SizeSetting name="productLogoSize" label={t('certificates.designer.field.productLogoSize')} />
        ) : null}
      </PanelSection>
      <PanelSection title={t('certificates.designer.section.signatures')}>
        <SwitchSetting
          name="showInstructorSignature"
          label={t('certificates.designer.field.showInstructorSignature')}
        />
        {showInstructor ? (
          <TextSetting name="instructorTitle" label={t('certificates.designer.field.instructorTitle')} />
        ) : null}
        <SwitchSetting
          name="showDirectorSignature"
          label={t('certificates.designer.field.showDirectorSignature')}
        />
        {showDirector ? <DirectorSelect directors={directors} /> : null}
        <Button type="button" variant="outline" size="sm" onClick={onManageDirectors}>
          <Users aria-hidden="true" className="size-4" />
          {t('certificates.designer.field.manageDirectors')}
        </Button>
      </PanelSection>
      <PanelSection title={t('certificates.designer.section.distinction')}>
        <SwitchSetting name="showDistinction" label={t('certificates.designer.field.showDistinction')} />
        {showDistinction ? (
          <>
            <TextSetting name="distinctionText" label={t('certificates.designer.field.distinctionText')} />
            <Thresholds />
          </>
        ) : null}
      </PanelSection>
    </div>
  );
}

export function BackgroundTab() {
  const { control } = useSettingsForm();
  const option = useWatch({ control, name: 'backgroundOption' });
  return (
    <div className="space-y-5">
      <ChoiceSetting
        name="backgroundOption"
        label={t('certificates.designer.field.backgroundOption')}
        choices={BACKGROUND_OPTIONS.map((value) => ({
          value,
          label: t(`certificates.designer.field.${value}`),
        }))}
      />
      {option === 'color' ? (
        <ColorSetting name="backgroundColor" label={t('certificates.designer.field.backgroundColor')} />
      ) : null}
      {option === 'image' ? (
        <>
          <ImageSetting
            name="backgroundImage"
            kind="background"
            label={t('certificates.designer.field.backgroundImage')}
            hint={t('certificates.designer.field.backgroundHint')}
          />
          <ColorSetting name="backgroundColor" label={t('certificates.designer.field.backgroundColor')} />
        </>
      ) : null}
      {option === 'gradient' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorSetting name="gradientStart" label={t('certificates.designer.field.gradientStart')} />
          <ColorSetting name="gradientEnd" label={t('certificates.designer.field.gradientEnd')} />
        </div>
      ) : null}
    </div>
  );
}
