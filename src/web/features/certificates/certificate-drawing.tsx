import { useId } from 'react';
import type { CertificateLayout, LayoutElement } from '#shared/certificates/certificate-layout.ts';

// The browser's drawing of a certificate: the layout of #shared/certificates/certificate-layout.ts as
// SVG, scaled to its box. The server draws the same layout into the PDF.
// FIRST VERSION: the certificates drawing work sets the embedded font and draws the QR code.

const FONT_FAMILY = 'Jang Certificate, DejaVu Sans, Arial, sans-serif';

function Element({ element }: { element: LayoutElement }) {
  switch (element.kind) {
    case 'text':
      return (
        <text
          fontSize={element.fontSize}
          fontWeight={element.weight === 'bold' ? 700 : 400}
          fill={element.color}
          fontFamily={FONT_FAMILY}
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
      return (
        <rect
          x={element.x}
          y={element.y}
          width={element.size}
          height={element.size}
          fill="none"
          stroke="#111827"
          data-role="qr"
        />
      );
  }
}

/** The certificate as an SVG that fills its container's width (its height follows the page's ratio). */
export function CertificateDrawing({ layout, label }: { layout: CertificateLayout; label: string }) {
  const gradientId = useId();
  const { background } = layout;
  return (
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
  );
}
