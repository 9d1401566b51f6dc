import type { TFunction } from '../../../lib/i18n/i18n';

/** The refusals of the administration of complexes, as the server words them, in the user's language. */
export const complexRefusals = (t: TFunction): Record<string, string> => ({
  'A unit with this index number already exists in this complex.': t(
    'A unit with this index number already exists in this complex.',
  ),
  'Somebody owns or rents this unit, so it cannot be removed.': t(
    'Somebody owns or rents this unit, so it cannot be removed.',
  ),
  'This complex is archived. Take it back into use to change it.': t(
    'This complex is archived. Take it back into use to change it.',
  ),
  'This 3D project has a model or requests pinned in it, so it is kept. You can rename it.': t(
    'This 3D project has a model or requests pinned in it, so it is kept. You can rename it.',
  ),
});
