import { describe, expect, it } from 'vitest';
import { stepReal, stepString } from './step-format';

describe('step format', () => {
  it('writes reals with a decimal point', () => {
    expect(stepReal(3)).toBe('3.');
    expect(stepReal(-0)).toBe('0.');
    expect(stepReal(0.1 + 0.2)).toBe('0.3');
    expect(stepReal(-1.25)).toBe('-1.25');
  });

  it('escapes quotes, backslashes and non-ASCII text', () => {
    expect(stepString("Gebouw 't Anker")).toBe("'Gebouw ''t Anker'");
    expect(stepString('a\\b')).toBe("'a\\\\b'");
    expect(stepString('Café')).toBe("'Caf\\X2\\00E9\\X0\\'");
  });
});
