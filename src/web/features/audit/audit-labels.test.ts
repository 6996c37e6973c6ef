import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '#shared/audit/audit-actions.ts';
import {
  actionLabel,
  actionOptions,
  actorText,
  detailEntries,
  detailLabel,
  formatWhen,
  targetTypeLabel,
} from './audit-labels.ts';

// Every action the server writes to the audit log has its French label: the names written by the
// use cases (read from their sources, as recordAudit's callers spell them) are all in AUDIT_ACTIONS,
// each with a label, and the list names nothing the server never writes.

const serverRoot = path.resolve(import.meta.dirname, '../../../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The sources that record an audited change, with the action names they spell (literal or template). */
function writtenActions(): { literals: string[]; patterns: RegExp[]; sources: string[] } {
  const literals: string[] = [];
  const patterns: RegExp[] = [];
  const sources: string[] = [];
  for (const file of sourceFiles(serverRoot)) {
    const text = readFileSync(file, 'utf8');
    if (!/\brecordAudit\(/.test(text) || file.endsWith('record-audit.ts')) continue;
    sources.push(text);
    // Audit names are dotted ('review.hidden'); other `action:` fields ('approve') are not audit names.
    for (const match of text.matchAll(/\baction:\s*'([a-z_]+(?:\.[a-z_]+)+)'/g))
      literals.push(match[1] ?? '');
    for (const match of text.matchAll(/\baction:\s*[^,\n]*\?\s*'([^']+)'\s*:\s*'([^']+)'/g))
      literals.push(match[1] ?? '', match[2] ?? '');
    for (const match of text.matchAll(/\baction:\s*`([^`]+)`/g)) {
      const source = (match[1] ?? '')
        .split(/\$\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[a-z_]+');
      patterns.push(new RegExp(`^${source}$`));
    }
  }
  return { literals, patterns, sources };
}

describe('the audit log in French words', () => {
  const written = writtenActions();

  it('finds the server sources that record audited changes', () => {
    expect(written.sources.length).toBeGreaterThan(10);
    expect(written.literals).toContain('review.hidden');
    expect(written.patterns.length).toBeGreaterThan(0);
  });

  it('knows every action name a use case writes', () => {
    const unknown = written.literals.filter(
      (action) => !(AUDIT_ACTIONS as readonly string[]).includes(action),
    );
    expect(unknown).toEqual([]);
    for (const pattern of written.patterns)
      expect(
        AUDIT_ACTIONS.some((action) => pattern.test(action)),
        String(pattern),
      ).toBe(true);
  });

  it('lists no action the server never writes', () => {
    const unwritten = AUDIT_ACTIONS.filter(
      (action) =>
        !written.literals.includes(action) &&
        !written.patterns.some((pattern) => pattern.test(action)) &&
        !written.sources.some((text) => text.includes(`'${action}'`)),
    );
    expect(unwritten).toEqual([]);
  });

  it('gives every action and target type a French label of its own', () => {
    const labels = AUDIT_ACTIONS.map(actionLabel);
    for (const [index, label] of labels.entries()) {
      expect(label).not.toBe(AUDIT_ACTIONS[index]);
      expect(label).toMatch(/^[A-ZÀ-Ý]/);
    }
    expect(new Set(labels).size).toBe(labels.length);
    for (const type of AUDIT_TARGET_TYPES) expect(targetTypeLabel(type)).not.toBe(type);
    expect(actionLabel('review.hidden')).toBe('Avis masqué');
    expect(actionLabel('review.restored')).toBe('Avis rétabli');
  });

  it('shows a name of an older version as it was written', () => {
    expect(actionLabel('enrollment.changed')).toBe('enrollment.changed');
    expect(targetTypeLabel('lesson')).toBe('lesson');
  });

  it('offers the actions sorted by their label', () => {
    const options = actionOptions();
    expect(options).toHaveLength(AUDIT_ACTIONS.length);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('writes dates, people and details in French', () => {
    expect(formatWhen('2026-11-27T14:05:00.000Z')).toBe('27 novembre 2026 à 14:05');
    expect(actorText({ actorId: null, actorLabel: 'système' })).toBe('Système');
    expect(actorText({ actorId: 'u1', actorLabel: 'awa@example.sn' })).toBe('awa@example.sn');
    expect(
      detailEntries({ reason: 'Propos injurieux', rating: 1, hidden: true, changes: { a: 1 }, none: null }),
    ).toEqual([
      ['Motif', 'Propos injurieux'],
      ['Note', '1'],
      ['hidden', 'true'],
      ['Changements', '{"a":1}'],
      ['none', '—'],
    ]);
    expect(detailLabel('toString')).toBe('toString');
  });
});
