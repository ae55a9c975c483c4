import { useMemo } from 'react';
import { qrMatrix, qrSvgPath } from '../utils/qr-matrix';

/** A QR code as crisp SVG (prints sharp at any size), with a quiet zone. */
export function QrImage({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const m = qrMatrix(text);
    return { size: m.size, path: qrSvgPath(m) };
  }, [text]);
  const quiet = 2;
  return (
    <svg
      className={className}
      viewBox={`${-quiet} ${-quiet} ${size + quiet * 2} ${size + quiet * 2}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={size + quiet * 2} height={size + quiet * 2} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
