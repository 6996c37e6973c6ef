import { useState } from 'react';
import {
  type DraftSection,
  draftFromStructure,
  StructureBuilder,
  structureToSave,
  type UploadsState,
} from '#web/features/courses/structure/structure-builder.tsx';
import { UploadField } from '#web/features/uploads/upload-field.tsx';
import { UploadFieldSlot } from '#web/lib/upload-field-slot.ts';

// Development only (the route exists under `vite` dev, never in the build): the structure builder
// alone, with what the editor would save, to try it and for e2e/structure-builder.spec.ts. The
// course editor page composes it the same way (the upload field through its slot).

export function DevStructureBuilder() {
  const format =
    new URLSearchParams(window.location.search).get('format') === 'session' ? 'session' : 'auto-formation';
  const [sections, setSections] = useState<DraftSection[]>(() => draftFromStructure([], format));
  const [uploads, setUploads] = useState<UploadsState>({ pending: 0, failed: 0 });
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-3 py-6 sm:px-6">
      <UploadFieldSlot.Provider value={UploadField}>
        <StructureBuilder
          format={format}
          sections={sections}
          onChange={setSections}
          onUploadsChange={setUploads}
        />
      </UploadFieldSlot.Provider>
      <details className="text-xs">
        <summary>
          Structure enregistrée ({uploads.pending} envoi(s) en cours, {uploads.failed} échoué(s))
        </summary>
        <pre data-testid="structure-to-save" className="overflow-x-auto rounded bg-muted p-2">
          {JSON.stringify(structureToSave(sections), null, 1)}
        </pre>
        <output data-testid="uploads-state">{JSON.stringify(uploads)}</output>
      </details>
    </main>
  );
}
