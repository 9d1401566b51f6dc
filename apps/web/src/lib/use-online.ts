import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser is online, as the query client sees it (it pauses queries while offline). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline);
