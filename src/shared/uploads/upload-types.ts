import { fileExtension } from '../exercises/exercise-files.ts';

// What an editor upload may be (spec/authoring-and-shell.md §5 and §9), judged from its bytes
// (docs/decisions/150-resumable-uploads.md): the server reads the magic bytes (`file-type`) and, for
// text, checks UTF-8 without control characters and without HTML markup; this rule only decides.

/** 10 MB for documents, audio and pictures (§9). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type UploadKind = 'document' | 'audio' | 'image';

/** What the bytes were read as: `file-type`'s answer (null: unrecognised), and the text checks. */
export type UploadContent = {
  detected: { ext: string; mime: string } | null;
  /** Valid UTF-8 without NUL or other control characters (tab and line breaks aside). */
  isText: boolean;
  /** The text holds HTML (or XML, SVG) markup a browser could render. */
  hasMarkup: boolean;
};

export type AcceptedType = { kind: UploadKind; ext: string; mime: string };

export type UploadVerdict =
  | ({ accepted: true } & AcceptedType)
  | { accepted: false; reason: 'detected' | 'unknown' | 'markup'; detected: UploadContent['detected'] };

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const EXCEL = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const POWERPOINT = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The accepted types by the MIME type `file-type` detects, and what is then stored and served. */
const BY_DETECTED_MIME: Readonly<Record<string, AcceptedType>> = {
  'application/pdf': { kind: 'document', ext: 'pdf', mime: 'application/pdf' },
  [WORD]: { kind: 'document', ext: 'docx', mime: WORD },
  [EXCEL]: { kind: 'document', ext: 'xlsx', mime: EXCEL },
  [POWERPOINT]: { kind: 'document', ext: 'pptx', mime: POWERPOINT },
  'audio/mpeg': { kind: 'audio', ext: 'mp3', mime: 'audio/mpeg' },
  'audio/wav': { kind: 'audio', ext: 'wav', mime: 'audio/wav' },
  'audio/ogg': { kind: 'audio', ext: 'ogg', mime: 'audio/ogg' },
  'audio/ogg; codecs=opus': { kind: 'audio', ext: 'ogg', mime: 'audio/ogg' },
  'audio/aac': { kind: 'audio', ext: 'aac', mime: 'audio/aac' },
  'image/jpeg': { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  'image/png': { kind: 'image', ext: 'png', mime: 'image/png' },
  'image/webp': { kind: 'image', ext: 'webp', mime: 'image/webp' },
  'image/gif': { kind: 'image', ext: 'gif', mime: 'image/gif' },
};

/** doc, xls and ppt are all OLE compound files: the bytes cannot tell them apart, the name does. */
const COMPOUND_FILE = 'application/x-cfb';
const BY_COMPOUND_EXTENSION: Readonly<Record<string, AcceptedType>> = {
  doc: { kind: 'document', ext: 'doc', mime: 'application/msword' },
  xls: { kind: 'document', ext: 'xls', mime: 'application/vnd.ms-excel' },
  ppt: { kind: 'document', ext: 'ppt', mime: 'application/vnd.ms-powerpoint' },
};

const CSV: AcceptedType = { kind: 'document', ext: 'csv', mime: 'text/csv' };
const TEXT: AcceptedType = { kind: 'document', ext: 'txt', mime: 'text/plain' };

/**
 * The type of an upload from its bytes. The name only picks between types the bytes cannot tell
 * apart (doc/xls/ppt; text/csv); it never makes a file of another type acceptable.
 */
export function judgeUpload(fileName: string, content: UploadContent): UploadVerdict {
  const { detected } = content;
  if (detected) {
    const accepted =
      detected.mime === COMPOUND_FILE
        ? BY_COMPOUND_EXTENSION[fileExtension(fileName)]
        : BY_DETECTED_MIME[detected.mime];
    return accepted ? { accepted: true, ...accepted } : { accepted: false, reason: 'detected', detected };
  }
  if (!content.isText) return { accepted: false, reason: 'unknown', detected };
  if (content.hasMarkup) return { accepted: false, reason: 'markup', detected };
  return { accepted: true, ...(fileExtension(fileName) === 'csv' ? CSV : TEXT) };
}

/**
 * HTML a browser would render (a page, a script, an SVG, an XML document): a tag of these names
 * right after "<". A text or CSV file with "a<b" or "<3" is not markup.
 */
const MARKUP =
  /<(?:!doctype\b|!--|\?xml\b|\/?(?:html|head|body|script|iframe|frame|frameset|svg|math|object|embed|form|meta|link|style|base|img|video|audio|template|a\s+href)\b)/i;

export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/** "2,5 Mo", "850 Ko", "12 octets": a size as the messages show it. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',').replace(/,0$/, '')} Mo`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${bytes} octets`;
}
