// How wide a line of text is drawn, in points, for the certificate's font. The layout places every
// line by this measure, so the browser's drawing and the PDF put each line at the same place.
// FIRST VERSION: an average advance per character; the certificates drawing work replaces it with the
// advance widths of the embedded font (the same font file the browser and the PDF draw with).

export type FontWeight = 'regular' | 'bold';

const AVERAGE_ADVANCE: Record<FontWeight, number> = { regular: 0.52, bold: 0.58 };

/** The width of `text` at `fontSize` points. */
export function textWidth(text: string, fontSize: number, weight: FontWeight): number {
  return [...text].length * AVERAGE_ADVANCE[weight] * fontSize;
}
