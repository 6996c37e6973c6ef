import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// Gateway settings are checked at start-up: a mistake there would otherwise show only when a payer
// is refused, or worse, when a test-mode payment sells a live course (docs/decisions/026).

const BASE = { AUTH_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: '/tmp/jang-test-unused' };
const PAYTECH = { PAYTECH_API_KEY: 'cle', PAYTECH_API_SECRET: 'secret' };
const PAYDUNYA = { PAYDUNYA_MASTER_KEY: 'maitre', PAYDUNYA_PRIVATE_KEY: 'privee', PAYDUNYA_TOKEN: 'jeton' };

describe('payment gateways configuration', () => {
  it('without keys, both gateways are left to the sandbox', () => {
    const { payments } = loadConfig({ ...BASE, NODE_ENV: 'test' });
    expect(payments.paydunya).toBeNull();
    expect(payments.paytech).toBeNull();
    expect(payments.sandboxEnabled).toBe(true);
  });

  it('PayTech keys with an http APP_URL refuse to start, in French', () => {
    for (const APP_URL of [undefined, 'http://jang.sn', 'pas une adresse']) {
      expect(() => loadConfig({ ...BASE, ...PAYTECH, ...(APP_URL ? { APP_URL } : {}) })).toThrow(
        /PayTech n'envoie ses notifications \(IPN\) qu'à une adresse https : APP_URL \(.*\) doit commencer par https:\/\//,
      );
    }
    const { payments } = loadConfig({ ...BASE, ...PAYTECH, APP_URL: 'https://jang.sn/' });
    expect(payments.paytech).toEqual({
      baseUrl: 'https://paytech.sn/api',
      apiKey: 'cle',
      apiSecret: 'secret',
      env: 'test',
    });
  });

  it('an http APP_URL is fine for PayDunya and the sandbox', () => {
    const { payments, appUrl } = loadConfig({ ...BASE, ...PAYDUNYA, APP_URL: 'http://localhost:3000' });
    expect(appUrl).toBe('http://localhost:3000');
    expect(payments.paydunya).toMatchObject({ masterKey: 'maitre', token: 'jeton' });
  });

  it('PAYTECH_ENV is test or prod, and must be said in production', () => {
    const https = { ...BASE, ...PAYTECH, APP_URL: 'https://jang.sn' };
    for (const PAYTECH_ENV of ['live', 'production', 'PROD', '']) {
      expect(() => loadConfig({ ...https, PAYTECH_ENV })).toThrow(
        /PAYTECH_ENV doit valoir « test » ou « prod »/,
      );
    }
    expect(() => loadConfig({ ...https, NODE_ENV: 'production' })).toThrow(/PAYTECH_ENV/);
    expect(loadConfig({ ...https, NODE_ENV: 'production', PAYTECH_ENV: 'prod' }).payments.paytech?.env).toBe(
      'prod',
    );
    expect(loadConfig({ ...https, PAYTECH_ENV: 'test' }).payments.paytech?.env).toBe('test');
  });

  it('some but not all keys of a gateway refuse to start and name what is missing', () => {
    expect(() => loadConfig({ ...BASE, PAYDUNYA_MASTER_KEY: 'maitre', PAYDUNYA_TOKEN: 'jeton' })).toThrow(
      'Configuration PayDunya incomplète : PAYDUNYA_PRIVATE_KEY manquant(s).',
    );
    expect(() => loadConfig({ ...BASE, PAYTECH_API_SECRET: 'secret', APP_URL: 'https://jang.sn' })).toThrow(
      'Configuration PayTech incomplète : PAYTECH_API_KEY manquant(s).',
    );
  });
});

describe('pending payment expiry', () => {
  it('is 24 hours unless PAYMENT_PENDING_EXPIRY_HOURS says otherwise', () => {
    expect(loadConfig({ ...BASE }).payments.pendingExpiryHours).toBe(24);
    expect(loadConfig({ ...BASE, PAYMENT_PENDING_EXPIRY_HOURS: '' }).payments.pendingExpiryHours).toBe(24);
    expect(loadConfig({ ...BASE, PAYMENT_PENDING_EXPIRY_HOURS: '48' }).payments.pendingExpiryHours).toBe(48);
    expect(loadConfig({ ...BASE, PAYMENT_PENDING_EXPIRY_HOURS: ' 2 ' }).payments.pendingExpiryHours).toBe(2);
  });

  it('anything but a whole number of hours, at least 1, refuses to start, in French', () => {
    for (const value of ['0', '-3', '1.5', '24h', 'abc', '1e3', '99999999999999999999']) {
      expect(() => loadConfig({ ...BASE, PAYMENT_PENDING_EXPIRY_HOURS: value })).toThrow(
        `PAYMENT_PENDING_EXPIRY_HOURS doit être un nombre entier d'heures, au moins 1 (valeur reçue : « ${value} »).`,
      );
    }
  });

  it('must outlast the wait before the first re-check', () => {
    expect(() =>
      loadConfig({ ...BASE, PAYMENT_PENDING_EXPIRY_HOURS: '1', PAYMENT_RECHECK_AFTER_MINUTES: '60' }),
    ).toThrow(
      'PAYMENT_PENDING_EXPIRY_HOURS (1 h) doit dépasser PAYMENT_RECHECK_AFTER_MINUTES (60 min) : sinon un paiement expirerait dès sa première vérification.',
    );
    const { payments } = loadConfig({
      ...BASE,
      PAYMENT_PENDING_EXPIRY_HOURS: '1',
      PAYMENT_RECHECK_AFTER_MINUTES: '59',
    });
    expect(payments).toMatchObject({ pendingExpiryHours: 1, recheckAfterMinutes: 59 });
  });
});

describe('learner emails configuration', () => {
  it('reminds 3 days ahead unless INSTALLMENT_REMINDER_DAYS says otherwise; timers off in tests', () => {
    expect(loadConfig({ ...BASE, NODE_ENV: 'test' }).notifications).toEqual({
      reminderDays: 3,
      scanIntervalSeconds: 0,
      dispatchIntervalSeconds: 0,
    });
    expect(loadConfig({ ...BASE, INSTALLMENT_REMINDER_DAYS: ' 7 ' }).notifications).toEqual({
      reminderDays: 7,
      scanIntervalSeconds: 300,
      dispatchIntervalSeconds: 5,
    });
  });

  it('anything but a whole number of days from 1 to 30 refuses to start, in French', () => {
    for (const value of ['0', '31', '2.5', 'trois', '-1']) {
      expect(() => loadConfig({ ...BASE, INSTALLMENT_REMINDER_DAYS: value })).toThrow(
        `INSTALLMENT_REMINDER_DAYS doit être un nombre entier de jours entre 1 et 30 (valeur reçue : « ${value} »).`,
      );
    }
  });
});

describe('video look-up and live stream configuration (decisions 175, 176)', () => {
  it('defaults to the providers and to a 25 s heartbeat, 10 min streams', () => {
    const config = loadConfig({ ...BASE, NODE_ENV: 'test' });
    expect(config.oembed).toEqual({
      youtubeUrl: 'https://www.youtube.com/oembed',
      vimeoUrl: 'https://vimeo.com/api/oembed.json',
      timeoutMs: 3000,
      perUserPerMinute: 30,
    });
    expect(config.live).toEqual({ heartbeatSeconds: 25, streamMaxSeconds: 600 });
  });

  it('takes its settings from the environment', () => {
    const config = loadConfig({
      ...BASE,
      OEMBED_YOUTUBE_URL: 'http://127.0.0.1:4010/oembed',
      OEMBED_VIMEO_URL: 'http://127.0.0.1:4011/api/oembed.json',
      OEMBED_TIMEOUT_MS: '800',
      OEMBED_LIMIT_PER_MINUTE: '5',
      LIVE_HEARTBEAT_SECONDS: '10',
      LIVE_STREAM_MAX_SECONDS: '0.5',
    });
    expect(config.oembed).toEqual({
      youtubeUrl: 'http://127.0.0.1:4010/oembed',
      vimeoUrl: 'http://127.0.0.1:4011/api/oembed.json',
      timeoutMs: 800,
      perUserPerMinute: 5,
    });
    expect(config.live).toEqual({ heartbeatSeconds: 10, streamMaxSeconds: 0.5 });
  });

  it('an oEmbed address that is not http(s) refuses to start, in French', () => {
    for (const value of ['youtube.com/oembed', 'ftp://youtube.com/oembed', 'file:///etc/passwd']) {
      expect(() => loadConfig({ ...BASE, OEMBED_VIMEO_URL: value })).toThrow(
        `OEMBED_VIMEO_URL doit être une adresse http(s) ; valeur refusée : « ${value} ».`,
      );
    }
  });
});
