import QRCode from 'qrcode';
import { useId, useMemo } from 'react';
import {
  type CertificateLayout,
  type LayoutElement,
  QR_OPTIONS,
  qrModulesPath,
} from '#shared/certificates/certificate-layout.ts';
import { CERTIFICATE_FONT_FAMILY, CERTIFICATE_FONT_FILES } from '#shared/certificates/font-metrics.ts';

// The browser's drawing of a certificate: the layout of #shared/certificates/certificate-layout.ts as
// SVG, scaled to its box. The server draws the same layout into the PDF (server/features/certificates/
// certificate-pdf.ts) with the same font file, the same QR modules and the same image fitting, so the
// preview is the PDF (decision 214). The font is declared here only: pages without a certificate never
// download it.

const FONT_FAMILY = `'${CERTIFICATE_FONT_FAMILY}', 'DejaVu Sans', sans-serif`;

const FONT_FACES = (['regular', 'bold'] as const)
  .map(
    (weight) =>
      `@font-face{font-family:'${CERTIFICATE_FONT_FAMILY}';font-style:normal;font-weight:${weight === 'bold' ? 700 : 400};font-display:block;src:url(${CERTIFICATE_FONT_FILES[weight].woff2}) format('woff2')}`,
  )
  .join('');

/** Advance glyph by glyph, as the layout measured (the font has no kerning nor ligature anyway). */
const TEXT_STYLE = { fontKerning: 'none', fontVariantLigatures: 'none', whiteSpace: 'pre' } as const;

function QrCode({ element }: { element: Extract<LayoutElement, { kind: 'qr' }> }) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(element.url, QR_OPTIONS);
    return qrModulesPath(modules.size, (row, column) => Boolean(modules.get(row, column)), element.size);
  }, [element.url, element.size]);
  return (
    <g transform={`translate(${element.x} ${element.y})`} data-role={element.role}>
      <rect width={element.size} height={element.size} fill="#ffffff" />
      <path d={path} fill="#000000" shapeRendering="crispEdges" />
    </g>
  );
}

function Element({ element }: { element: LayoutElement }) {
  switch (element.kind) {
    case 'text':
      return (
        <text
          fontSize={element.fontSize}
          fontWeight={element.weight === 'bold' ? 700 : 400}
          fill={element.color}
          fontFamily={FONT_FAMILY}
          textRendering="geometricPrecision"
          style={TEXT_STYLE}
          data-role={element.role}
        >
          {element.lines.map((line) => (
            <tspan key={`${line.x}-${line.y}`} x={line.x} y={line.y}>
              {line.text}
            </tspan>
          ))}
        </text>
      );
    case 'image':
      return (
        <image
          href={element.url}
          x={element.x}
          y={element.y}
          width={element.width}
          height={element.height}
          preserveAspectRatio="xMidYMid meet"
          data-role={element.role}
        />
      );
    case 'rect':
      return (
        <rect
          x={element.x}
          y={element.y}
          width={element.width}
          height={element.height}
          fill="none"
          stroke={element.stroke}
          strokeWidth={element.strokeWidth}
        />
      );
    case 'line':
      return (
        <line
          x1={element.x1}
          y1={element.y1}
          x2={element.x2}
          y2={element.y2}
          stroke={element.color}
          strokeWidth={element.width}
        />
      );
    case 'qr':
      return <QrCode element={element} />;
  }
}

/** The certificate as an SVG that fills its container's width (its height follows the page's ratio). */
export function CertificateDrawing({ layout, label }: { layout: CertificateLayout; label: string }) {
  const gradientId = useId();
  const { background } = layout;
  return (
    <>
      {/* Hoisted into the head once by React, whatever the number of drawings on the page. */}
      <style href="jang-certificate-font" precedence="default">
        {FONT_FACES}
      </style>
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-label={label}
        className="h-auto w-full"
        xmlns="http://www.w3.org/2000/svg"
      >
        {background.kind === 'gradient' && (
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor={background.from} />
              <stop offset="1" stopColor={background.to} />
            </linearGradient>
          </defs>
        )}
        <rect
          width={layout.width}
          height={layout.height}
          fill={
            background.kind === 'gradient'
              ? `url(#${gradientId})`
              : background.kind === 'color'
                ? background.color
                : background.fallbackColor
          }
        />
        {background.kind === 'image' && (
          <image
            href={background.url}
            width={layout.width}
            height={layout.height}
            preserveAspectRatio="xMidYMid slice"
          />
        )}
        {layout.elements.map((element, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the layout's order is its identity
          <Element key={i} element={element} />
        ))}
      </svg>
    </>
  );
}
