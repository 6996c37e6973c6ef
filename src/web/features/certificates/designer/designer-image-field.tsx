import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import {
  CERTIFICATE_IMAGE_MAX_BYTES,
  type CertificateAssetKind,
} from '#shared/certificates/certificate-templates.contract.ts';
import { t } from '#shared/messages/fr-certificates-designer-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { Button } from '#web/ui/button.tsx';
import { Label } from '#web/ui/label.tsx';
import { uploadCertificateImage } from './designer-api.ts';

// A picture of the designer (background, client logo, signature): sent to the server at once, which
// judges its bytes and stores it; the field then holds its public URL. Larger than 5 MB is refused
// here before any byte leaves the phone, and by the server anyway (413).

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export function DesignerImageField({
  kind,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  kind: CertificateAssetKind;
  label: string;
  hint: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = failure ?? error ?? null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    if (file.size > CERTIFICATE_IMAGE_MAX_BYTES) {
      setFailure(t('certificates.designer.field.tooLarge'));
      return;
    }
    setIsUploading(true);
    try {
      const stored = await uploadCertificateImage(kind, file);
      onChange(stored.url);
    } catch (uploadError) {
      setFailure(errorMessage(uploadError));
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt=""
            className="h-14 w-20 rounded border bg-[repeating-conic-gradient(#e5e7eb_0_25%,#fff_0_50%)] bg-[length:12px_12px] object-contain border-border"
          />
        ) : null}
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={pick}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          data-testid={`image-input-${kind}`}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          isLoading={isUploading}
          onClick={() => input.current?.click()}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {isUploading
            ? t('certificates.designer.field.uploading')
            : value
              ? t('certificates.designer.field.replace')
              : t('certificates.designer.field.choose')}
        </Button>
        {value ? (
          <Button type="button" variant="ghost-destructive" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('certificates.designer.field.remove')}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
