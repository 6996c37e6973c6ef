import { Download, ExternalLink, FileText } from 'lucide-react';
import { t } from '#shared/messages/fr-learning.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { documentFile, type LessonContentRecord } from './lesson-content.ts';
import { MissingContent } from './missing-content.tsx';

const MB = 1024 * 1024;

/** A PDF in an embedded viewer 500 px high; any other file is offered for download. */
export function DocumentLesson({ title, content }: { title: string; content: LessonContentRecord }) {
  const file = documentFile(content);
  if (!file) return <MissingContent message={t('learning.player.document.missing')} />;
  const name = file.fileName ?? title;
  const size = file.fileSize
    ? t('learning.player.document.size', { n: (file.fileSize / MB).toFixed(1).replace('.', ',') })
    : null;
  const actions = (
    <div className="flex flex-wrap gap-2">
      <a href={file.url} download={file.fileName ?? true} className={buttonClasses('default', 'sm')}>
        <Download aria-hidden="true" className="size-4" />
        {t('learning.player.document.download')}
      </a>
      {file.isPdf ? (
        <a
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'sm')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('learning.player.document.open')}
        </a>
      ) : null}
    </div>
  );
  return (
    <div className="space-y-4 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <p className="min-w-0 break-words text-sm">
          <span className="font-medium">{name}</span>
          {size ? <span className="text-muted-foreground"> · {size}</span> : null}
        </p>
      </div>
      {file.isPdf ? (
        <iframe
          src={file.url}
          title={t('learning.player.document.viewer', { name })}
          className="h-[500px] w-full rounded-md border border-border bg-muted"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('learning.player.document.downloadOnly')}</p>
      )}
      {actions}
    </div>
  );
}
