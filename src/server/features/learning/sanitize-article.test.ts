import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeArticle, sanitizeArticleContent } from './sanitize-article.ts';

describe('sanitizeArticle', () => {
  it('removes <script> with its body, and other active elements', () => {
    const clean = sanitizeArticle(
      '<p>Bonjour</p><script>alert("x")</script><iframe src="https://evil.example"></iframe><style>p{}</style>',
    );
    expect(clean).toBe('<p>Bonjour</p>');
  });

  it('removes on* handlers and keeps the element', () => {
    const clean = sanitizeArticle(
      '<p onclick="steal()" onmouseover="x()">Texte</p><img src="https://cdn.example/a.png" onerror="x()" alt="A">',
    );
    expect(clean).not.toMatch(/on(click|mouseover|error)/i);
    expect(clean).toContain('<p>Texte</p>');
    expect(clean).toContain('<img src="https://cdn.example/a.png" alt="A" />');
  });

  it('removes javascript:, data: and vbscript: URLs, whatever their case or spacing', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      const clean = sanitizeArticle(`<a href="${href}">lien</a>`);
      expect(clean, href).toBe('<a>lien</a>');
    }
    expect(sanitizeArticle('<img src="javascript:alert(1)">')).toBe('<img />');
  });

  it('keeps what a course article needs', () => {
    const html =
      '<h2>Titre</h2><p>Un <strong>mot</strong>, <em>un autre</em> et <code>&lt;h1&gt;</code>.</p><ul><li>un</li></ul><blockquote>cité</blockquote><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><a href="https://jang.sn/aide" title="Aide">aide</a>';
    expect(sanitizeArticle(html)).toBe(html);
  });

  it('makes links opening a new tab safe and drops other targets', () => {
    expect(sanitizeArticle('<a href="https://a.sn" target="_blank">a</a>')).toBe(
      '<a href="https://a.sn" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeArticle('<a href="/x" target="_top">a</a>')).toBe('<a href="/x">a</a>');
  });

  it('never lets a script tag or an event handler through, whatever the input (property)', () => {
    const fragment = fc.constantFrom(
      '<p>',
      '</p>',
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:x">',
      '<svg onload=x>',
      '<scr',
      'ipt>',
      '"',
      "'",
      '<',
      '>',
      'texte ',
      '<b onclick="y">',
      '&lt;script&gt;',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 30 }), (parts) => {
        const clean = sanitizeArticle(parts.join(''));
        expect(clean).not.toMatch(/<script|<svg|\son\w+=|javascript:/i);
        // Cleaning again finds nothing active either (the text may be re-nested, e.g. <p> in <p>).
        expect(sanitizeArticle(clean)).not.toMatch(/<script|<svg|\son\w+=|javascript:/i);
      }),
    );
  });
});

describe('sanitizeArticleContent', () => {
  it('cleans every HTML field and leaves the others', () => {
    const content = sanitizeArticleContent({
      text: '<p>ok</p><script>x</script>',
      html: '<b onclick="x">b</b>',
      readingTime: 3,
    });
    expect(content).toEqual({ text: '<p>ok</p>', html: '<b>b</b>', readingTime: 3 });
  });
});
