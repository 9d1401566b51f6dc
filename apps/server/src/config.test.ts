import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded database on port 3000 with no foreign origins', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      allowedOrigins: [],
      cookieSecure: false,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('takes an empty variable for an unset one', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('reads a list of allowed origins', () => {
    const config = loadConfig({ ALLOWED_ORIGINS: 'https://app.example.nl, http://localhost:5173' });
    expect(config.allowedOrigins).toEqual(['https://app.example.nl', 'http://localhost:5173']);
  });

  it.each(['*', 'null', 'https://app.example.nl/', 'app.example.nl', 'https://app.example.nl/path'])(
    'refuses the allowed origin %s with a clear message',
    (origin) => {
      expect(() => loadConfig({ ALLOWED_ORIGINS: origin })).toThrow(
        /Invalid configuration:\n {2}ALLOWED_ORIGINS/,
      );
    },
  );

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
