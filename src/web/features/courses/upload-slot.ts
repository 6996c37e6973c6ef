import type { ReactElement } from 'react';
import type { UploadResult } from '#shared/uploads/uploads.contract.ts';

// The upload field is the uploads feature's (src/web/features/uploads/upload-field.tsx); a feature
// never imports another, so the editor receives it from its route (src/web/routes), like the
// player's lesson slots.

export type UploadFieldProps = {
  kind: 'document' | 'audio' | 'image';
  label: string;
  value: { url: string; fileName: string } | null;
  onUploaded: (result: UploadResult) => void;
  onCleared: () => void;
  onStateChange?: (state: 'idle' | 'uploading' | 'failed' | 'done') => void;
  disabled?: boolean;
};

export type UploadFieldComponent = (props: UploadFieldProps) => ReactElement;
