import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { isStorageKey, type Storage } from './storage.ts';

let dataDir: string;
let storage: Storage;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jang-storage-'));
  storage = createLocalDiskStorage({
    rootDir: path.join(dataDir, 'uploads'),
    publicBaseUrl: 'https://jang.sn/',
  });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('puts, gets as a stream with its size, and deletes an object', async () => {
    const stored = await storage.put('exercises/a-rapport.txt', Readable.from(['Bonjour ', 'Dakar']));
    expect(stored).toEqual({ key: 'exercises/a-rapport.txt', size: 13 });
    const opened = await storage.get('exercises/a-rapport.txt');
    expect(opened?.size).toBe(13);
    expect(await text(opened!.stream)).toBe('Bonjour Dakar');
    await storage.delete('exercises/a-rapport.txt');
    expect(await storage.get('exercises/a-rapport.txt')).toBeNull();
    await storage.delete('exercises/a-rapport.txt'); // already gone: not an error
  });

  it('leaves nothing behind when the source fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push('début');
        this.destroy(new Error('connexion coupée'));
      },
    });
    await expect(storage.put('exercises/cut.txt', failing)).rejects.toThrow('connexion coupée');
    expect(await readdir(path.join(dataDir, 'uploads', 'exercises'))).not.toContain('cut.txt');
  });

  it('never reaches a file outside its folder, whatever the key', async () => {
    await writeFile(path.join(dataDir, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', 'exercises/../../secret.txt', '/etc/passwd', '', 'a//b', './x']) {
      expect(await storage.get(key)).toBeNull();
      await expect(storage.put(key, Readable.from(['x']))).rejects.toThrow();
    }
  });

  it('accepts only keys of plain segments (property)', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        if (!isStorageKey(key)) return;
        const resolved = path.resolve('/root', key);
        expect(resolved.startsWith('/root/')).toBe(true);
        expect(key.split('/')).not.toContain('..');
      }),
    );
    expect(isStorageKey('public/avatars/3f2c.webp')).toBe(true);
    expect(isStorageKey('public/../x')).toBe(false);
  });

  it('gives public objects an address under /files', () => {
    expect(storage.publicUrl('public/logos/jang.png')).toBe('https://jang.sn/files/public/logos/jang.png');
  });
});

describe('GET /files/public/*', () => {
  let app: TestApp;
  let appStorage: Storage;
  let appDataDir: string;
  beforeAll(async () => {
    appDataDir = await mkdtemp(path.join(tmpdir(), 'jang-public-files-'));
    app = await createTestApp({ DATA_DIR: appDataDir });
    appStorage = createLocalDiskStorage({ rootDir: path.join(appDataDir, 'uploads'), publicBaseUrl: '' });
  });
  afterAll(async () => {
    await app.close();
    await rm(appDataDir, { recursive: true, force: true });
  });

  it('serves a public picture to anyone, with its type and a day of cache', async () => {
    await appStorage.put('public/logos/ecole.webp', Readable.from([Buffer.from('RIFF....WEBP')]));
    const response = await app.inject({ method: 'GET', url: '/files/public/logos/ecole.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('RIFF....WEBP');
  });

  it("sends a picture's AVIF twin to a browser that reads AVIF, the WebP to others (decision 187)", async () => {
    await appStorage.put('public/covers/c.640x360.webp', Readable.from([Buffer.from('webp bytes')]));
    await appStorage.put('public/covers/c.640x360.avif', Readable.from([Buffer.from('avif')]));
    const url = '/files/public/covers/c.640x360.webp';
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const avif = await app.inject({ url, headers: { accept: chromium } });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    expect(avif.body).toBe('avif');
    const webp = await app.inject({ url, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(webp.body).toBe('webp bytes');
    // A picture stored before twins existed: its WebP, whatever the browser reads.
    await appStorage.put('public/covers/old.640x360.webp', Readable.from([Buffer.from('old')]));
    const old = await app.inject({
      url: '/files/public/covers/old.640x360.webp',
      headers: { accept: chromium },
    });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('image/webp');
    expect(old.body).toBe('old');
  });

  it('sends any other type as a download, never as a page of the site', async () => {
    await appStorage.put('public/x/page.html', Readable.from(['<script>alert(1)</script>']));
    const response = await app.inject({ method: 'GET', url: '/files/public/x/page.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment');
  });

  it('never serves a private object or a path out of the public folder (French 404)', async () => {
    await appStorage.put('exercises/a-copie.pdf', Readable.from(['%PDF-1.4']));
    for (const url of [
      '/files/public/../exercises/a-copie.pdf',
      '/files/public/%2e%2e/exercises/a-copie.pdf',
      '/files/public/absent.webp',
      '/files/exercises/a-copie.pdf',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('%PDF');
    }
    const missing = await app.inject({ method: 'GET', url: '/files/public/absent.webp' });
    expect(missing.json().error).toBe('Ce fichier est introuvable.');
  });
});
