import QRCode from 'qrcode';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { certificateFacts } from '#shared/certificates/certificate-facts.ts';
import { layoutCertificate, QR_OPTIONS, qrModulesPath } from '#shared/certificates/certificate-layout.ts';
import { DEFAULT_CERTIFICATE_SETTINGS, SAMPLE_FACTS } from '#shared/certificates/certificate-settings.ts';
import { CertificateDrawing } from './certificate-drawing.tsx';

// The browser's drawing (decision 214): the certificate's own font declared with it, every line at
// the x the layout measured, the product logo fitted 'contain', and the QR code's modules.

const layout = layoutCertificate(
  { ...DEFAULT_CERTIFICATE_SETTINGS, backgroundOption: 'gradient' },
  certificateFacts({ ...SAMPLE_FACTS, studentName: 'Ñdèye Ŋom' }, 'K7M2PQ9XRT', 'https://jang.sn'),
);
const html = renderToStaticMarkup(<CertificateDrawing layout={layout} label="Certificat" />);

describe('CertificateDrawing', () => {
  it('declares the certificate font (woff2) with the drawing itself', () => {
    expect(html).toContain("@font-face{font-family:'Jang Certificate'");
    expect(html).toContain('/certificates/fonts/jang-certificate-regular.woff2');
    expect(html).toContain('/certificates/fonts/jang-certificate-bold.woff2');
  });

  it('puts each line where the layout measured it', () => {
    const name = layout.elements.find((e) => e.role === 'student-name');
    if (name?.kind !== 'text') throw new Error('no name');
    const line = name.lines[0]!;
    expect(html).toContain(`<tspan x="${line.x}" y="${line.y}">Ñdèye Ŋom</tspan>`);
  });

  it('fits pictures inside their box and draws the QR code of the verification address', () => {
    expect(html).toMatch(
      /<image href="\/certificates\/jang-logo.png"[^>]*preserveAspectRatio="xMidYMid meet"/,
    );
    const qr = layout.elements.find((e) => e.kind === 'qr');
    if (qr?.kind !== 'qr') throw new Error('no QR');
    const { modules } = QRCode.create('https://jang.sn/verify-certificate/K7M2PQ9XRT', QR_OPTIONS);
    const path = qrModulesPath(modules.size, (r, c) => Boolean(modules.get(r, c)), qr.size);
    expect(html).toContain(`d="${path}"`);
  });
});
