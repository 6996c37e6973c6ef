import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  DIRECTOR_NAME_MAX,
  DIRECTOR_TITLE_MAX,
  type TDirector,
} from '#shared/certificates/certificate-templates.contract.ts';
import { t } from '#shared/messages/fr-certificates-designer-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent } from '#web/ui/dialog.tsx';
import { TextField } from '#web/ui/text-field.tsx';
import { notify } from '#web/ui/toast.ts';
import {
  createDirector,
  deleteDirector,
  directorsKey,
  updateDirector,
  useDirectors,
} from './designer-api.ts';
import { DesignerImageField } from './designer-image-field.tsx';

// 'Gérer les directeurs' (issue 16 "Designer"; spec §3 "Director"): the organisation's directors a
// template may have sign, added, edited and deleted from the designer. A director a template names
// is kept (the server's French 409 is shown here).

type Draft = { id: string | null; name: string; title: string; signatureUrl: string | null };
const emptyDraft: Draft = { id: null, name: '', title: '', signatureUrl: null };

function DirectorForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!values.name.trim()) {
      setError(t('certificates.designer.directorNameRequired'));
      return;
    }
    setIsBusy(true);
    const input = { name: values.name.trim(), title: values.title.trim(), signatureUrl: values.signatureUrl };
    try {
      if (values.id) await updateDirector(values.id, input);
      else await createDirector(input);
      await queryClient.invalidateQueries({ queryKey: directorsKey });
      notify.success(t('certificates.designer.directors.saved'));
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-lg border p-3 border-border">
      <TextField
        label={t('certificates.designer.directors.name')}
        value={values.name}
        maxLength={DIRECTOR_NAME_MAX}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        error={error ?? undefined}
      />
      <TextField
        label={t('certificates.designer.directors.titleField')}
        value={values.title}
        maxLength={DIRECTOR_TITLE_MAX}
        onChange={(event) => setValues({ ...values, title: event.target.value })}
      />
      <DesignerImageField
        kind="signature"
        label={t('certificates.designer.directors.signature')}
        hint={t('certificates.designer.field.imageHint')}
        value={values.signatureUrl}
        onChange={(signatureUrl) => setValues({ ...values, signatureUrl })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('certificates.designer.directors.cancelEdit')}
        </Button>
        <Button type="submit" isLoading={isBusy}>
          {t('certificates.designer.directors.save')}
        </Button>
      </div>
    </form>
  );
}

function DirectorRow({ director, onEdit }: { director: TDirector; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setError(null);
    try {
      await deleteDirector(director.id);
      await queryClient.invalidateQueries({ queryKey: directorsKey });
      notify.success(t('certificates.designer.directors.deleted'));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <li className="space-y-2 rounded-lg border p-3 border-border">
      <div className="flex items-center gap-3">
        {director.signatureUrl ? (
          <img src={director.signatureUrl} alt="" className="h-10 w-16 shrink-0 object-contain" />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{director.name}</p>
          {director.title ? (
            <p className="text-sm text-muted-foreground break-words">{director.title}</p>
          ) : null}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('certificates.designer.directors.edit', { name: director.name })}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button
          type="button"
          variant="ghost-destructive"
          size="icon"
          aria-label={t('certificates.designer.directors.delete', { name: director.name })}
          onClick={remove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {error ? (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
    </li>
  );
}

export function DirectorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const directors = useDirectors();
  const [editing, setEditing] = useState<Draft | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('certificates.designer.directors.title')}
        description={t('certificates.designer.directors.intro')}
        className="sm:max-w-lg"
      >
        <div className="space-y-3">
          {directors.error ? <Alert variant="destructive">{errorMessage(directors.error)}</Alert> : null}
          {directors.data && directors.data.length === 0 && !editing ? (
            <p className="text-sm text-muted-foreground">{t('certificates.designer.directors.empty')}</p>
          ) : null}
          <ul className="space-y-2">
            {(directors.data ?? []).map((director) =>
              editing?.id === director.id ? (
                <li key={director.id}>
                  <DirectorForm draft={editing} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <DirectorRow
                  key={director.id}
                  director={director}
                  onEdit={() => setEditing({ ...director })}
                />
              ),
            )}
          </ul>
          {editing && editing.id === null ? (
            <DirectorForm draft={editing} onDone={() => setEditing(null)} />
          ) : (
            <Button type="button" variant="outline" onClick={() => setEditing(emptyDraft)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('certificates.designer.directors.add')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
