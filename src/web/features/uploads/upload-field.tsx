import { type ReactElement, useId } from 'react';
import type { UploadResult } from '#shared/uploads/uploads.contract.ts';

// TEMPORARY stand-in for the upload field another helper writes (issue 14): the same export, a plain
// file input that uploads nothing. Replaced at merge.

export function UploadField(props: {
  kind: 'document' | 'audio' | 'image';
  label: string;
  value: { url: string; fileName: string } | null;
  onUploaded: (result: UploadResult) => void;
  onCleared: () => void;
  onStateChange?: (state: 'idle' | 'uploading' | 'failed' | 'done') => void;
  disabled?: boolean;
}): ReactElement {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.value ? <p className="text-sm">{props.value.fileName}</p> : null}
      <input id={id} type="file" className="block max-w-full text-sm" disabled={props.disabled} />
    </div>
  );
}
