/** The file name an answer's `content-disposition` gives, else `fallback`. */
export const downloadName = (response: Response, fallback: string): string => {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
};

/** Saves an answer's bytes as a file on the user's device, by the name the server gave it. */
export const saveDownload = async (response: Response, fallback: string): Promise<void> => {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(response, fallback);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file when the click's task has run.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
};
