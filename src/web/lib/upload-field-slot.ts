import { type ComponentType, createContext } from 'react';
import type { UploadResult } from '#shared/uploads/uploads.contract.ts';

// The file field of the course editor's structure builder belongs to the uploads feature; web
// features never import one another (.dependency-cruiser.cjs), so the builder renders it through
// this slot, filled by the route layer (as the player's lesson slots, ./lesson-slots.ts).

export type UploadFieldState = 'idle' | 'uploading' | 'failed' | 'done';

export type UploadFieldProps = {
  kind: 'document' | 'audio' | 'image';
  label: string;
  value: { url: string; fileName: string } | null;
  /** The stored file; `file` is the one picked (its bytes are still here: e.g. a sound's duration). */
  onUploaded: (result: UploadResult, file?: File) => void;
  onCleared: () => void;
  onStateChange?: (state: UploadFieldState) => void;
  disabled?: boolean;
};

/** Filled by the route around the course editor; null: file lessons say uploads are unavailable. */
export const UploadFieldSlot = createContext<ComponentType<UploadFieldProps> | null>(null);
