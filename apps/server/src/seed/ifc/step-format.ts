/** Formatting of ISO 10303-21 (STEP) attribute values. */

/** A real number: always with a decimal point, rounded to micrometres. */
export const stepReal = (value: number): string => {
  const rounded = Math.round(value * 1e6) / 1e6;
  const text = Object.is(rounded, -0) ? '0' : String(rounded);
  return text.includes('.') ? text : `${text}.`;
};

/** A string: quotes doubled, backslashes escaped, non-ASCII as \X2\ UTF-16 hex \X0\. */
export const stepString = (value: string): string => {
  let text = '';
  let wide = '';
  const flush = (): void => {
    if (wide) text += `\\X2\\${wide}\\X0\\`;
    wide = '';
  };
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code >= 0x20 && code < 0x7f) {
      flush();
      const char = value.charAt(index);
      text += char === "'" ? "''" : char === '\\' ? '\\\\' : char;
    } else {
      wide += code.toString(16).toUpperCase().padStart(4, '0');
    }
  }
  flush();
  return `'${text}'`;
};

/** A reference to entity instance `id`. */
export const stepRef = (id: number): string => `#${id}`;

/** An aggregate: (a,b,c). */
export const stepList = (items: readonly string[]): string => `(${items.join(',')})`;

/** A list of references. */
export const stepRefs = (ids: readonly number[]): string => stepList(ids.map(stepRef));

/** An enumeration value: .VALUE. */
export const stepEnum = (value: string): string => `.${value}.`;

/** A boolean (IfcBoolean) typed value. */
export const stepBoolean = (value: boolean): string => (value ? '.T.' : '.F.');

/** A point or direction: (x,y,z). */
export const stepCoordinates = (values: readonly number[]): string => stepList(values.map(stepReal));
