import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

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
    expect(i18n.resolvedLanguage).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(i18n.t('Requests')).toBe('Verzoeken');
  });

  it('falls back to English', async () => {
    await detectLanguage(['es-ES']);
    expect(i18n.resolvedLanguage).toBe('en');
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
