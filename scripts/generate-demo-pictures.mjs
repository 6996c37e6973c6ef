// Draws the demo pictures (docs/decisions/056, 135): one per demo course, an SVG with the course's title,
// its category's colour and a simple motif, and one avatar per demo instructor, each turned by sharp into
// small WebP files in every width of #shared/pictures/picture-sources.ts (`<slug>.<w>x<h>.webp`), under
// src/web/public/demo/{courses,avatars}/, which Vite copies into the built app and the seed points at.
// Run again only to change them: `npm run demo:pictures` (needs the fonts DejaVu Sans or Liberation
// Sans, as on Debian). Files of an older drawing or size left in these folders are removed.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SAMPLE_COURSES } from '../src/server/db/seed/courses/index.ts';
import { DEMO_AVATAR_SIZE, DEMO_PICTURE_SIZE } from '../src/server/db/seed/demo-pictures.ts';
import { SAMPLE_CATEGORIES, SAMPLE_INSTRUCTORS } from '../src/server/db/seed/sample-catalog.ts';
import { avifTwin, pictureVariants } from '../src/shared/pictures/picture-sources.ts';

const publicDir = path.resolve(import.meta.dirname, '../src/web/public');
/** The drawing's own coordinates: every width is the same drawing, scaled. */
const W = 640;
const H = 360;
/** Small files for slow networks: text and flat colours stay clean at this quality. */
const QUALITY = 70;
/** The AVIF twins' quality (docs/decisions/187): sharp's default, as the server stores uploads. */
const AVIF_QUALITY = 50;

/** One colour per category (by its icon), dark enough for white text (contrast ≥ 4.5:1). */
const PALETTE = {
  code: ['#1E40AF', '#172554'],
  megaphone: ['#BE185D', '#500724'],
  rocket: ['#C2410C', '#431407'],
  sprout: ['#15803D', '#052E16'],
  calculator: ['#0F766E', '#042F2E'],
  languages: ['#0369A1', '#082F49'],
  'bar-chart': ['#A16207', '#422006'],
  palette: ['#7E22CE', '#3B0764'],
};

/** A white motif for each category icon, drawn in a 160 × 160 box. */
const MOTIFS = {
  code: `<path d="M55 40 L15 80 L55 120 M105 40 L145 80 L105 120" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M92 28 L68 132" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.7"/>`,
  megaphone: `<path d="M20 65 L70 65 L125 30 L125 130 L70 95 L20 95 Z" fill="#fff"/>
    <path d="M45 95 L55 135 L75 135 L68 95" fill="#fff" opacity="0.7"/>
    <path d="M140 55 Q158 80 140 105" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`,
  rocket: `<path d="M80 10 C115 40 115 95 100 120 L60 120 C45 95 45 40 80 10 Z" fill="#fff"/>
    <circle cx="80" cy="62" r="13" fill="currentColor"/>
    <path d="M60 95 L35 130 L62 120 Z M100 95 L125 130 L98 120 Z" fill="#fff" opacity="0.8"/>
    <path d="M68 128 L80 155 L92 128 Z" fill="#FBBF24"/>`,
  sprout: `<path d="M80 150 L80 70" stroke="#fff" stroke-width="10" stroke-linecap="round"/>
    <path d="M80 85 C40 90 20 60 25 30 C60 30 80 50 80 85 Z" fill="#fff"/>
    <path d="M80 70 C110 70 135 50 135 20 C100 18 80 40 80 70 Z" fill="#fff" opacity="0.8"/>
    <path d="M35 150 L125 150" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.6"/>`,
  calculator: `<rect x="30" y="10" width="100" height="140" rx="14" fill="#fff"/>
    <rect x="45" y="25" width="70" height="28" rx="5" fill="currentColor" opacity="0.85"/>
    ${[0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${45 + col * 25}" y="${68 + row * 25}" width="18" height="18" rx="4" fill="currentColor" opacity="0.55"/>`,
        ),
      )
      .join('')}`,
  languages: `<path d="M10 25 h90 a12 12 0 0 1 12 12 v45 a12 12 0 0 1 -12 12 h-55 l-22 20 v-20 h-13 a12 12 0 0 1 -12 -12 v-45 a12 12 0 0 1 12 -12 z" fill="#fff"/>
    <path d="M60 70 h80 a12 12 0 0 1 12 12 v40 a12 12 0 0 1 -12 12 h-10 v20 l-22 -20 h-48 a12 12 0 0 1 -12 -12 v-40 a12 12 0 0 1 12 -12 z" fill="#fff" opacity="0.7"/>`,
  'bar-chart': `<rect x="20" y="95" width="24" height="50" rx="4" fill="#fff" opacity="0.6"/>
    <rect x="55" y="70" width="24" height="75" rx="4" fill="#fff" opacity="0.75"/>
    <rect x="90" y="45" width="24" height="100" rx="4" fill="#fff" opacity="0.9"/>
    <rect x="125" y="15" width="24" height="130" rx="4" fill="#fff"/>
    <path d="M10 150 H155" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  palette: `<path d="M80 15 C125 15 155 45 150 80 C146 105 120 100 110 110 C100 122 115 145 85 145 C45 145 10 115 10 78 C10 42 42 15 80 15 Z" fill="#fff"/>
    <circle cx="50" cy="65" r="11" fill="#EF4444"/><circle cx="80" cy="42" r="11" fill="#F59E0B"/>
    <circle cx="115" cy="58" r="11" fill="#10B981"/><circle cx="50" cy="105" r="11" fill="#3B82F6"/>`,
};

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap; the last line ends with … when the title needs more than `maxLines`. */
function wrap(text, maxChars, maxLines) {
  const lines = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,:;.]+$/, '')}…`;
  return kept;
}

function svgFor(course, category, width, height) {
  const [light, dark] = PALETTE[category.icon] ?? PALETTE.code;
  // French puts a space before ':' — keep it with the word before; a long title keeps its main part.
  const title = course.title.replace(/ ([:;!?])/g, '\u00a0$1');
  const main = title.split('\u00a0:')[0];
  const lines =
    wrap(title, 24, 3).at(-1).endsWith('…') && main !== title ? wrap(main, 24, 3) : wrap(title, 24, 3);
  const label = category.name.length > 24 ? category.name.split(' et ')[0] : category.name;
  const fontSize = 32;
  const lineHeight = 40;
  const firstBaseline = H - 36 - (lines.length - 1) * lineHeight;
  // The category sits just above the title: the card's level badge covers the top-left corner.
  const titleText = lines
    .map(
      (line, index) =>
        `<text x="36" y="${firstBaseline + index * lineHeight}" font-size="${fontSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="${W - 70}" cy="70" r="190" fill="#fff" opacity="0.07"/>
  <circle cx="${W - 40}" cy="${H + 40}" r="120" fill="#fff" opacity="0.05"/>
  <g transform="translate(${W - 200} 36)" color="${light}" opacity="0.95">${MOTIFS[category.icon] ?? MOTIFS.code}</g>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff">
    <text x="36" y="${firstBaseline - fontSize - 16}" font-size="17" font-weight="700" letter-spacing="1.5" opacity="0.85">${escapeXml(label.toUpperCase())}</text>
    ${titleText}
  </g>
</svg>`;
}

/** Clothes, background and head covering of each demo instructor's avatar, by the instructor's key. */
const AVATAR_LOOKS = {
  'aminata-diallo': { bg: ['#1E40AF', '#172554'], clothes: '#F59E0B', skin: '#7B4A2D', wrap: '#DB2777' },
  'moussa-ndiaye': { bg: ['#BE185D', '#500724'], clothes: '#F8FAFC', skin: '#5C3620', hair: '#1C1310' },
  'fatou-sarr': { bg: ['#15803D', '#052E16'], clothes: '#FBBF24', skin: '#6B3F24', wrap: '#F97316' },
  'ibrahima-fall': { bg: ['#0F766E', '#042F2E'], clothes: '#1E3A8A', skin: '#4A2C1A', hair: '#16100C' },
};

/** A flat, friendly portrait in a 192 × 192 box: head and shoulders, a head wrap or short hair. */
function avatarSvg(key, size) {
  const look = AVATAR_LOOKS[key];
  if (!look) throw new Error(`pas d'avatar pour ${key}`);
  const head = look.wrap
    ? `<path d="M58 84 C52 40 78 26 98 26 C124 26 146 42 136 84 C128 64 114 58 96 58 C80 58 66 64 58 84 Z" fill="${look.wrap}"/>
       <ellipse cx="118" cy="30" rx="18" ry="12" fill="${look.wrap}" transform="rotate(-20 118 30)"/>`
    : `<path d="M63 80 C60 50 78 42 96 42 C116 42 132 50 129 80 C124 64 112 59 96 59 C80 59 68 64 63 80 Z" fill="${look.hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 192 192">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${look.bg[0]}"/><stop offset="1" stop-color="${look.bg[1]}"/>
  </linearGradient></defs>
  <rect width="192" height="192" fill="url(#bg)"/>
  <circle cx="150" cy="40" r="70" fill="#fff" opacity="0.07"/>
  <path d="M22 192 C26 150 60 130 96 130 C132 130 166 150 170 192 Z" fill="${look.clothes}"/>
  <rect x="84" y="110" width="24" height="28" rx="9" fill="${look.skin}"/>
  <ellipse cx="96" cy="86" rx="31" ry="36" fill="${look.skin}"/>
  ${head}
</svg>`;
}

/** Writes every width of one picture, drawn by `draw(width, height)`; returns the files' names. */
async function writeVariants(folder, name, full, draw) {
  const outDir = path.join(publicDir, 'demo', folder);
  mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const variant of pictureVariants(`/demo/${folder}/${name}`, full.width, full.height)) {
    const file = path.join(publicDir, variant.url);
    const twin = path.join(publicDir, avifTwin(variant.url));
    const drawn = sharp(Buffer.from(draw(variant.width, variant.height)));
    await drawn.clone().webp({ quality: QUALITY, effort: 6 }).toFile(file);
    await drawn.clone().avif({ quality: AVIF_QUALITY, effort: 6 }).toFile(twin);
    for (const out of [file, twin]) {
      written.push(path.basename(out));
      process.stdout.write(
        `${path.relative(process.cwd(), out)} (${Math.round(statSync(out).size / 1024)} Ko)\n`,
      );
    }
  }
  return written;
}

/** Removes the pictures of a folder this run did not write (an older size or a course gone). */
function removeOthers(folder, kept) {
  const outDir = path.join(publicDir, 'demo', folder);
  for (const file of readdirSync(outDir))
    if ((file.endsWith('.webp') || file.endsWith('.avif')) && !kept.has(file))
      rmSync(path.join(outDir, file));
}

const categories = new Map(SAMPLE_CATEGORIES.map((category) => [category.slug, category]));
const coursePictures = new Set();
for (const course of SAMPLE_COURSES) {
  const category = categories.get(course.categorySlug);
  if (!category) throw new Error(`catégorie inconnue : ${course.categorySlug}`);
  const files = await writeVariants('courses', course.slug, DEMO_PICTURE_SIZE, (width, height) =>
    svgFor(course, category, width, height),
  );
  for (const file of files) coursePictures.add(file);
}
removeOthers('courses', coursePictures);

const avatars = new Set();
for (const instructor of SAMPLE_INSTRUCTORS) {
  const files = await writeVariants('avatars', instructor.key, DEMO_AVATAR_SIZE, (width) =>
    avatarSvg(instructor.key, width),
  );
  for (const file of files) avatars.add(file);
}
removeOthers('avatars', avatars);
