import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriedReturnPath, hasOddCharacter, RETURN_PATH_MAX } from './return-path.ts';

describe('carriedReturnPath', () => {
  it('keeps a page of this site, query included', () => {
    expect(carriedReturnPath('/marketplace/abc/payment?planType=installments')).toBe(
      '/marketplace/abc/payment?planType=installments',
    );
    expect(carriedReturnPath('/dashboard/courses/x')).toBe('/dashboard/courses/x');
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash further on', '/a\\b'],
    ['a relative path', 'marketplace'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a new line', '/dashboard\nSet-Cookie: x'],
    ['an auth page (a loop)', '/auth/login?redirect=/dashboard'],
    ['the home page (nothing to come back to)', '/'],
    ['too long', `/${'a'.repeat(RETURN_PATH_MAX)}`],
    ['not a string', 42],
    ['empty', ''],
  ])('drops %s', (_label, value) => {
    expect(carriedReturnPath(value)).toBeNull();
  });

  it('finds control characters and backslashes', () => {
    expect(hasOddCharacter('/a\tb')).toBe(true);
    expect(hasOddCharacter('/a\\b')).toBe(true);
    expect(hasOddCharacter('/a\u007fb')).toBe(true);
    expect(hasOddCharacter('/marketplace/été?x=1')).toBe(false);
  });

  it('property: what it keeps is a same-site relative path it keeps again unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.webUrl()), (value) => {
        const kept = carriedReturnPath(value);
        if (kept === null) return;
        expect(kept.startsWith('/')).toBe(true);
        expect(kept.startsWith('//')).toBe(false);
        expect(hasOddCharacter(kept)).toBe(false);
        expect(new URL(kept, 'https://jang.sn').origin).toBe('https://jang.sn');
        expect(carriedReturnPath(kept)).toBe(kept);
      }),
    );
  });
});
