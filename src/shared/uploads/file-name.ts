import { fileExtension } from '../exercises/exercise-files.ts';
import { slugify } from '../slug.ts';

// Stored file names (spec/authoring-and-shell.md §5): the uploaded name slugified (lowercase,
// accents removed, only a-z, 0-9 and hyphens, at most 50 characters: #shared/slug.ts), then a timestamp and the extension. The extension is the one the server
// found in the bytes, never the client's.

/** "Leçon n°1 — Été.PDF" at 1764201600000 as pdf → "lecon-n-1-ete-1764201600000.pdf"; "fichier" when nothing is left. */
export function storedFileName(originalName: string, extension: string, now: Date): string {
  const ownExtension = fileExtension(originalName);
  const base = ownExtension ? originalName.slice(0, -(ownExtension.length + 1)) : originalName;
  return `${slugify(base) || 'fichier'}-${now.getTime()}.${extension}`;
}
