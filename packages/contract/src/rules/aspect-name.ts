import type { Aspect } from '../calls/aspects';

/** What an aspect is called: its own name ('Platte daken blok A'), else its type's ('Dakbedekking'). */
export const aspectName = (aspect: Pick<Aspect, 'name' | 'aspectType'>): string =>
  aspect.name ?? aspect.aspectType.name;
