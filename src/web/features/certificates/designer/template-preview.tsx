import { type RefObject, useMemo, useRef } from 'react';
import { layoutCertificate } from '#shared/certificates/certificate-layout.ts';
import { distinctionFor } from '#shared/certificates/certificate-rules.ts';
import {
  type CertificateFacts,
  type CertificateSettings,
  SAMPLE_FACTS,
} from '#shared/certificates/certificate-settings.ts';
import type { TDirector } from '#shared/certificates/certificate-templates.contract.ts';
import { t } from '#shared/messages/fr-certificates-designer-web.ts';
import { CertificateDrawing } from '../certificate-drawing.tsx';

// The designer's live preview (spec §2 panel 4, §9: 800×565): the one layout of
// #shared/certificates/certificate-layout.ts for the settings being edited and a sample learner,
// drawn by the same SVG component as an issued certificate. The page sits in an 800×565 frame,
// whole whatever its orientation.

/** The sample learner with the chosen director and the distinction the thresholds give her grade. */
export function previewFacts(
  settings: CertificateSettings,
  directors: readonly TDirector[],
): CertificateFacts {
  const director = directors.find((d) => d.id === settings.selectedDirectorId) ?? null;
  const thresholds = settings.distinctionThresholds.filter(
    (row) => Number.isFinite(row.threshold) && row.text,
  );
  return {
    ...SAMPLE_FACTS,
    distinction: settings.showDistinction ? distinctionFor(SAMPLE_FACTS.grade, thresholds) : null,
    directorName: director?.name ?? null,
    directorTitle: director?.title ?? null,
    directorSignature: director?.signatureUrl ?? null,
  };
}

export function TemplatePreview({
  settings,
  directors,
  frameRef,
}: {
  settings: CertificateSettings;
  directors: readonly TDirector[];
  frameRef: RefObject<HTMLDivElement | null>;
}) {
  const lastGood = useRef<ReturnType<typeof layoutCertificate> | null>(null);
  const layout = useMemo(() => {
    try {
      lastGood.current = layoutCertificate(settings, previewFacts(settings, directors));
    } catch {
      // A value being typed (an empty number) draws the last good layout until it is whole again.
    }
    return lastGood.current;
  }, [settings, directors]);
  const label = t('certificates.designer.page.previewLabel', {
    title: settings.certificateTitle,
    name: SAMPLE_FACTS.studentName,
  });
  return (
    <figure className="space-y-2">
      <div
        ref={frameRef}
        data-testid="certificate-preview"
        className="mx-auto flex aspect-[800/565] w-full max-w-[800px] items-center justify-center overflow-hidden rounded-lg border bg-muted p-2 border-border sm:p-3"
      >
        {layout ? (
          <div
            className="h-full max-w-full shadow-md"
            style={{ aspectRatio: `${layout.width} / ${layout.height}` }}
          >
            <CertificateDrawing layout={layout} label={label} />
          </div>
        ) : null}
      </div>
      <figcaption className="text-center text-xs text-muted-foreground">
        {t('certificates.designer.page.previewNote', {
          name: SAMPLE_FACTS.studentName,
          grade: SAMPLE_FACTS.grade ?? 0,
        })}
      </figcaption>
    </figure>
  );
}
