import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup } from '@testing-library/react';
import { clearInspectionEdits } from '../features/inspections/inspection-store';
import { i18n, i18nReady, languages } from '../lib/i18n/i18n';
import { clearNotifications } from '../lib/notifications';
import { closeOfflineDatabase } from '../lib/offline/offline-database';
import { afterEach, beforeEach, vi } from 'vitest';

// happy-dom has no font loading API, which Mantine's autosizing textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

// Screens render at once in the tests: every language's texts are there before the first test.
await i18nReady;
await i18n.loadLanguages([...languages]);
// The offline queue's engine loads after the first screen: loaded here once, so that no test ends mid-import.
await import('../app/offline/sync-engine');

beforeEach(() => {
  window.history.replaceState(null, '', '/app/');
});

afterEach(async () => {
  cleanup();
  // Every test starts with an empty device: no queued changes of another test.
  await closeOfflineDatabase();
  globalThis.indexedDB = new IDBFactory();
  clearNotifications();
  clearInspectionEdits();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
