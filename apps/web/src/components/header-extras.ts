import { createContext, type ReactNode } from 'react';

/** What every screen's header shows after its title, such as the app's notification bell; the app provides it. */
export const HeaderExtras = createContext<ReactNode>(null);
