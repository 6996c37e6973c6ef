import { Download } from 'lucide-react';
import { errorMessage } from '#web/lib/api.ts';
import { Button } from '#web/ui/button.tsx';

/** A submitted file's download (the mutation of its API module). */
type FileDownloadState = { isPending: boolean; isError: boolean; error: unknown; mutate: () => void };

/** 'Télécharger' for a submitted file: the icon gives way to the spinner while it downloads. */
export function DownloadButton({
  download,
  label,
  ariaLabel,
}: {
  download: FileDownloadState;
  label: string;
  ariaLabel?: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      isLoading={download.isPending}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
      onClick={() => download.mutate()}
    >
      {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );
}

/** Why the download failed, in French, under the file's row. */
export function DownloadError({ download }: { download: FileDownloadState }) {
  if (!download.isError) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {errorMessage(download.error)}
    </p>
  );
}
