import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactElement, useId } from 'react';
import type { TInstructorProfile } from '#shared/admin/instructor-profiles.contract.ts';
import { INSTRUCTOR_STATUSES, type InstructorStatus } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-admin-people-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { Button } from '#web/ui/button.tsx';
import { Input } from '#web/ui/input.tsx';
import { Label } from '#web/ui/label.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { Textarea } from '#web/ui/textarea.tsx';
import { notify } from '#web/ui/toast.ts';
import { useInstructorProfiles, useUpdateInstructor } from '../api/people.ts';

function ProfileForm({ profile }: { profile: TInstructorProfile }) {
  const update = useUpdateInstructor();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    update.mutate(
      {
        id: profile.id,
        body: {
          name: text('name'),
          specialization: text('specialization'),
          bio: text('bio'),
          avatarUrl: text('avatarUrl'),
          status: text('status') as InstructorStatus,
          commissionRate: Number(text('commissionRate').replace(',', '.')),
        },
      },
      {
        onSuccess: () => notify.success(t('admin.instructors.saved')),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      className="min-w-0 space-y-3 rounded-lg border border-border bg-surface p-4"
      noValidate
    >
      <div className="flex items-center gap-3">
        <Avatar name={profile.name} src={profile.avatarUrl} size={48} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{profile.name}</h2>
          <p className="truncate text-sm text-muted-foreground">
            {profile.email ?? ''} · {t('admin.instructors.courses', { count: profile.courseCount })}
          </p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-name`}>{t('admin.instructors.name')}</Label>
          <Input id={`${id}-name`} name="name" defaultValue={profile.name} className="mt-1.5" />
        </div>
        <div>
          <Label htmlFor={`${id}-spec`}>{t('admin.instructors.specialization')}</Label>
          <Input
            id={`${id}-spec`}
            name="specialization"
            defaultValue={profile.specialization ?? ''}
            className="mt-1.5"
          />
        </div>
        <div>
          <Label htmlFor={`${id}-status`}>{t('admin.instructors.status')}</Label>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={profile.status}
            className={FIELD_SELECT_CLASSES}
          >
            {INSTRUCTOR_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.instructorStatus.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-rate`}>{t('admin.instructors.commission')}</Label>
          <Input
            id={`${id}-rate`}
            name="commissionRate"
            inputMode="decimal"
            defaultValue={String(profile.commissionRate)}
            className="mt-1.5"
          />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-avatar`}>{t('admin.instructors.avatar')}</Label>
        <Input
          id={`${id}-avatar`}
          name="avatarUrl"
          type="url"
          defaultValue={profile.avatarUrl ?? ''}
          className="mt-1.5"
        />
      </div>
      <div>
        <Label htmlFor={`${id}-bio`}>{t('admin.instructors.bio')}</Label>
        <Textarea id={`${id}-bio`} name="bio" rows={3} defaultValue={profile.bio ?? ''} className="mt-1.5" />
      </div>
      <Button type="submit" disabled={update.isPending}>
        {t('admin.instructors.save')}
      </Button>
    </form>
  );
}

/** /admin/instructors: the organisation's instructor profiles, as the marketplace shows them. */
export function AdminInstructorsPage(): ReactElement {
  usePageTitle(t('admin.instructors.title'));
  const profiles = useInstructorProfiles();
  return (
    <div className="space-y-5">
      <Link
        to={paths.admin.users()}
        className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.user.back')}
      </Link>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold leading-tight">{t('admin.instructors.title')}</h1>
        <p className="max-w-3xl text-muted-foreground">{t('admin.instructors.intro')}</p>
      </header>
      {profiles.isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          {t('admin.users.loading')}
        </p>
      ) : profiles.isError ? (
        <div role="alert" className="space-y-3 py-12 text-center">
          <p className="font-semibold">{errorMessage(profiles.error)}</p>
          <Button onClick={() => void profiles.refetch()}>{t('shell.retry')}</Button>
        </div>
      ) : profiles.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-12 text-center">
          {t('admin.instructors.empty')}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {profiles.data.map((profile) => (
            <ProfileForm key={profile.id} profile={profile} />
          ))}
        </div>
      )}
    </div>
  );
}
