import sanitizeHtml from 'sanitize-html';

// Article lessons are HTML written by instructors. They are cleaned when saved (the demo seed, the
// course editor) and again on their way to the player (defence in depth: rows written before this
// rule, or by hand, are served clean too). The browser cleans once more with DOMPurify.

const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'kbd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'span',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    code: ['class'],
  },
  // No javascript:, data: or vbscript: links; images over https or from our own origin only.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  // Script and style bodies go with their tags instead of being kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // A link that opens elsewhere cannot reach back into the player.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : omit(attribs, 'target'),
    }),
  },
};

function omit(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const { [name]: _removed, ...rest } = attribs;
  return rest;
}

/** The article HTML with only the allow-listed tags, attributes and URL schemes left. */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS);
}

/** Fields of an article lesson's content that may hold HTML (spec/learner.md §3). */
export const ARTICLE_HTML_FIELDS = ['html', 'content', 'body', 'text'] as const;

/** An article lesson's content with every HTML field cleaned; other fields and types are untouched. */
export function sanitizeArticleContent(content: Record<string, unknown>): Record<string, unknown> {
  const clean = { ...content };
  for (const field of ARTICLE_HTML_FIELDS) {
    const value = clean[field];
    if (typeof value === 'string') clean[field] = sanitizeArticle(value);
  }
  return clean;
}
