// The template's thumbnail (decision 230): on each save the browser draws the preview it shows into
// a small picture and sends it to the server, which stores it as WebP widths. An SVG drawn as an
// image may not load anything, so its pictures are put inline first (as data: addresses, the only
// kind besides the app's own that its content security policy lets a picture load) (a picture that cannot be read
// is left out of the thumbnail). Anything failing here leaves the previous thumbnail: never an error.

/** The thumbnail's width in pixels (the list shows it at most 240 CSS px wide, 2× for sharp phones). */
export const THUMBNAIL_WIDTH = 480;

async function asDataUrl(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const blob = await response.blob();
    // Only a picture: an address the app answers with a page (a file not there yet) is left out.
    if (!blob.type.startsWith('image/')) return null;
    return await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}

/** A copy of the drawing whose pictures are inline (data: URLs). */
async function inlined(svg: SVGSVGElement): Promise<SVGSVGElement> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  for (const image of Array.from(copy.querySelectorAll('image'))) {
    const href = image.getAttribute('href') ?? image.getAttribute('xlink:href');
    if (!href || href.startsWith('data:')) continue;
    const data = await asDataUrl(href);
    if (data) image.setAttribute('href', data);
    else image.remove();
  }
  return copy;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('aperçu illisible'));
    image.src = url;
  });
}

/** The drawing as a WebP (PNG where the browser cannot write WebP), THUMBNAIL_WIDTH wide; null on failure. */
export async function drawThumbnail(svg: SVGSVGElement): Promise<{ blob: Blob; name: string } | null> {
  try {
    const copy = await inlined(svg);
    const [, , width = 1, height = 1] = (copy.getAttribute('viewBox') ?? '0 0 1 1').split(/\s+/).map(Number);
    copy.setAttribute('width', String(width));
    copy.setAttribute('height', String(height));
    const source = new XMLSerializer().serializeToString(copy);
    // A data: address (the app's content security policy allows data: pictures, not blob: ones).
    const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`);
    const canvas = document.createElement('canvas');
    canvas.width = THUMBNAIL_WIDTH;
    canvas.height = Math.round((THUMBNAIL_WIDTH * height) / width);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.82));
    if (!blob) return null;
    return { blob, name: blob.type === 'image/webp' ? 'apercu.webp' : 'apercu.png' };
  } catch {
    return null;
  }
}
