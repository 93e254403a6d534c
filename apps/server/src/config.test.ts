import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has offline defaults: embedded database under ./data, port 8080, demo seed on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.embeddedDbDir).toMatch(/data\/postgres$/);
    expect(config.filesDir).toMatch(/data\/files$/);
    expect(config.demoSeed).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('never seeds demo accounts in production', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://registry.example', DEMO_SEED: 'true' }).demoSeed,
    ).toBe(false);
  });

  it('names every bad value in one clear error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_SEED: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_SEED: 'maybe' });
    } catch (error) {
      expect((error as Error).message).toBe(
        [
          'Invalid configuration:',
          '  PORT: must be a number',
          '  DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
          '  DEMO_SEED: must be one of true, false, 1, 0, yes, no, on, off',
        ].join('\n'),
      );
    }
  });

  it('takes an upload limit of 1024 bytes or more, and says why a smaller one is refused', () => {
    expect(loadConfig({ MAX_UPLOAD_BYTES: '1024' }).maxUploadBytes).toBe(1024);
    expect(() => loadConfig({ MAX_UPLOAD_BYTES: '500' })).toThrow(
      'Invalid configuration:\n  MAX_UPLOAD_BYTES: must be at least 1024 (bytes)',
    );
    expect(() => loadConfig({ MAX_UPLOAD_BYTES: '1500.5' })).toThrow(
      'Invalid configuration:\n  MAX_UPLOAD_BYTES: must be a whole number of bytes',
    );
    expect(() => loadConfig({ MAX_UPLOAD_BYTES: 'five' })).toThrow(
      'Invalid configuration:\n  MAX_UPLOAD_BYTES: must be a number',
    );
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/registry' })).toThrow(
      'Invalid configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL (the embedded database has none)',
    );
    const config = loadConfig({
      DATABASE_URL: 'postgres://primary/registry',
      DATABASE_READ_URL: 'postgres://replica/registry',
    });
    expect(config.databaseReadUrl).toBe('postgres://replica/registry');
  });
});
