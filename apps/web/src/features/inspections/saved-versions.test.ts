import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSavedVersion, versionToSend } from './saved-versions';

describe('saved versions', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('sends the version a save is based on when this device has saved nothing of it', () => {
    expect(versionToSend(40, 3)).toBe(3);
  });

  it("sends saves made before this device's earlier save was sent as based on the version that one made", () => {
    rememberSavedVersion(40, 3, 4); // the first of two saves made offline, both based on 3
    expect(versionToSend(40, 3)).toBe(4);
    rememberSavedVersion(40, 4, 5);
    expect(versionToSend(40, 3)).toBe(5); // a third made offline too
    expect(versionToSend(40, 4)).toBe(5); // one made after the screen took the first one's answer
    expect(versionToSend(40, 5)).toBe(5);
    expect(versionToSend(41, 3)).toBe(3);
  });

  it('leaves a save based on a version from before the chain, or made elsewhere, to be refused', () => {
    rememberSavedVersion(40, 3, 4);
    expect(versionToSend(40, 2)).toBe(2);
    expect(versionToSend(40, 6)).toBe(6);
    rememberSavedVersion(40, 6, 7); // after a save elsewhere made 5 and 6: a new chain
    expect(versionToSend(40, 4)).toBe(4);
    expect(versionToSend(40, 6)).toBe(7);
  });
});
