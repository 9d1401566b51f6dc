import { registerSW } from 'virtual:pwa-register';

/** Registers the service worker (scope /app/); a failure is only logged (spec §8). */
export const registerServiceWorker = (): void => {
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => {
      console.info('The service worker could not be registered.', error);
    },
  });
};
