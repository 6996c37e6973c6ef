// Writes the demo lesson files the seed points at (src/server/db/seed/courses/builders.ts): a short WAV
// melody for audio lessons and a one-page PDF for document lessons, into src/web/public/demo/, which
// Vite copies into the built app. No encoder is needed: both formats are written byte by byte.
// Run again only to change them: `node scripts/generate-demo-media.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const outDir = path.resolve(import.meta.dirname, '../src/web/public/demo');
mkdirSync(outDir, { recursive: true });

/** 8 kHz, 8-bit mono PCM: about 8 KB a second, so 16 s stay under 130 KB. */
function wav(seconds) {
  const rate = 8000;
  const samples = rate * seconds;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28); // bytes per second
  buffer.writeUInt16LE(1, 32); // block align
  buffer.writeUInt16LE(8, 34); // bits per sample
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  // A slow pentatonic tune, one note a second, each faded in and out so it does not click.
  const notes = [392, 440, 523.25, 587.33, 659.25, 587.33, 523.25, 440];
  for (let i = 0; i < samples; i++) {
    const time = i / rate;
    const note = notes[Math.floor(time) % notes.length];
    const within = time % 1;
    const envelope = Math.min(1, within / 0.05, (1 - within) / 0.2);
    const value = Math.sin(2 * Math.PI * note * time) * 0.35 * envelope;
    buffer[44 + i] = Math.round(128 + value * 127);
  }
  return buffer;
}

/** A one-page A4 PDF in Helvetica (WinAnsi, so French accents print), with a correct xref table. */
function pdf(lines) {
  const escapePdf = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = [
    'BT',
    '/F1 22 Tf',
    '72 760 Td',
    `(${escapePdf(lines[0])}) Tj`,
    '/F1 12 Tf',
    ...lines.slice(1).flatMap((line) => ['0 -22 Td', `(${escapePdf(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Title (Guide de demonstration Jang) /Producer (Jang) >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

writeFileSync(path.join(outDir, 'audio-demo.wav'), wav(16));
writeFileSync(
  path.join(outDir, 'guide-demo.pdf'),
  pdf([
    'Jàng : document de démonstration',
    'Ce document remplace, dans les cours de démonstration, les fichiers PDF',
    'que les formateurs déposent avec leurs leçons.',
    '',
    'Dans une vraie formation, vous y trouveriez un aide-mémoire, un modèle',
    'à imprimer ou un jeu de données à télécharger.',
    '',
    'Bonne formation !',
  ]),
);
console.info(`Fichiers de démonstration écrits dans ${outDir}`);
