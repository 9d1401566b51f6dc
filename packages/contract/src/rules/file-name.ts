/** A file name split at its last dot; a leading dot (`.env`) is part of the stem. */
export const splitFileName = (name: string): { stem: string; extension: string } => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { stem: name.slice(0, dot), extension: name.slice(dot) } : { stem: name, extension: '' };
};

/** The new name of a renamed file: the user gives a new stem and the extension is kept (spec §2). */
export const renameKeepingExtension = (currentName: string, newStem: string): string =>
  `${newStem.trim()}${splitFileName(currentName).extension}`;
