import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has defaults that start the demo on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APPLICATION_ID: 'area-clienti',
      NODE_ENV: 'development',
      CONTACT_EMAIL: 'assistenza@agenzia.example.it',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u@db/x',
      APPLICATION_ID: 'agenzia-2',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgresql://u@db/x',
      APPLICATION_ID: 'agenzia-2',
    });
  });

  it.each([
    ['PORT', 'ottanta'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['APPLICATION_ID', 'Con Spazi'],
    ['NODE_ENV', 'staging'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SMTP_URL', 'http://mail.example.it'],
    ['SMS_URL', 'ftp://sms.example.it'],
    ['MAIL_FROM', 'Area Clienti'],
    ['MAIL_FROM', 'a@b.it\r\nBcc: x@y.it'],
    ['CONTACT_EMAIL', 'Filiale <filiale@example.it>'],
    ['CONTACT_EMAIL', 'a@b.it\r\nBcc: x@y.it'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
