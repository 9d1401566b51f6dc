/** The text with LIKE's wildcards and its escape character escaped: matched as it is. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The LIKE pattern of texts that hold `text` anywhere. */
export const containing = (text: string): string => `%${likeLiteral(text)}%`;
