import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage as detect, i18n, supportedLanguage, useTranslation } from './i18n';

/** Changes the language as a page load does: detected from the browser. */
const detectLanguage = async (languages: string[]) => {
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  await i18n.changeLanguage();
};

describe('i18n', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('uses the browser language and sets it on the page', async () => {
    await detectLanguage(['nl-NL', 'nl']);
    expect(i18n.language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(i18n.t('Requests')).toBe('Verzoeken');
  });

  it('falls back to English', async () => {
    await detectLanguage(['es-ES']);
    expect(i18n.language).toBe('en');
    expect(i18n.t('Requests')).toBe('Requests');
  });

  it('has explicit English for the supplier status labels', () => {
    expect(i18n.t('supplierStatus.BLOCKED')).toBe('Work cannot be performed');
  });

  it('uses two plural forms', () => {
    const key = 'Too many login attempts. Try again in {{count}} minutes.';
    expect(i18n.t(key, { count: 1 })).toBe('Too many login attempts. Try again in 1 minute.');
    expect(i18n.t(key, { count: 3, lng: 'fr' })).toBe(
      'Trop de tentatives de connexion. Réessayez dans 3 minutes.',
    );
  });
});

describe('detectLanguage', () => {
  it("takes the language part of the browser's first language that the app speaks", () => {
    expect(detect(['nl-NL', 'en'])).toBe('nl');
    expect(detect(['es-ES', 'de-AT', 'fr'])).toBe('de');
    expect(detect(['FR-ca'])).toBe('fr');
    expect(detect([undefined, 'en-GB'])).toBe('en');
  });

  it('is English when the app speaks none of them', () => {
    expect(detect(['es-ES', 'pt'])).toBe('en');
    expect(detect([])).toBe('en');
  });

  it('reads navigator.languages, then navigator.language', () => {
    vi.stubGlobal('navigator', { languages: ['es'], language: 'de-DE' });
    expect(detect()).toBe('de');
    vi.stubGlobal('navigator', { language: 'fr-BE' });
    expect(detect()).toBe('fr');
  });

  it('knows the UI languages', () => {
    expect(supportedLanguage('nl-BE')).toBe('nl');
    expect(supportedLanguage('nl_NL')).toBe('nl');
    expect(supportedLanguage('nld')).toBeUndefined();
    expect(supportedLanguage(undefined)).toBeUndefined();
  });
});

describe('i18n.t', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('translates into the active language, or the one asked for', async () => {
    await i18n.changeLanguage('de');
    expect(i18n.t('Requests')).toBe('Anfragen');
    expect(i18n.t('Requests', { lng: 'nl' })).toBe('Verzoeken');
    expect(i18n.t('Requests', { lng: 'es' })).toBe('Requests');
  });

  it('picks the plural forms of each language', () => {
    const key = '{{count}} months';
    expect([1, 2].map((count) => i18n.t(key, { count, lng: 'en' }))).toEqual(['1 month', '2 months']);
    expect([1, 2].map((count) => i18n.t(key, { count, lng: 'nl' }))).toEqual(['1 maand', '2 maanden']);
    expect([1, 2].map((count) => i18n.t(key, { count, lng: 'de' }))).toEqual(['1 Monat', '2 Monate']);
    expect([0, 1, 2].map((count) => i18n.t(key, { count, lng: 'fr' }))).toEqual([
      '0 mois',
      '1 mois',
      '2 mois',
    ]);
  });

  it('interpolates, and falls back to the key', () => {
    expect(i18n.t('Request {{nr}}', { nr: 7, lng: 'nl' })).toBe('Verzoek 7');
    expect(i18n.t('No such text {{x}}', { x: 1 })).toBe('No such text 1');
  });
});

describe('changeLanguage', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('switches to a language the app speaks, else to English', async () => {
    await i18n.changeLanguage('fr-CA');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    await i18n.changeLanguage('es');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('lets the last of overlapping switches win', async () => {
    await Promise.all([i18n.changeLanguage('de'), i18n.changeLanguage('nl')]);
    expect(i18n.language).toBe('nl');
  });
});

describe('useTranslation', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('re-renders with a new t when the language changes', async () => {
    const seen = new Set<unknown>();
    const Title = () => {
      const { t, i18n: instance } = useTranslation();
      seen.add(t);
      return (
        <h1 lang={instance.language}>
          {t('Requests')} {t('{{count}} months', { count: 2 })}
        </h1>
      );
    };
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Requests 2 months');
    await act(() => i18n.changeLanguage('nl'));
    expect(screen.getByRole('heading')).toHaveTextContent('Verzoeken 2 maanden');
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'nl');
    expect(seen.size).toBe(2);
  });
});
