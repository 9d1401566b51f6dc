import { REQUEST_APP, SUPPLIER_APP } from '@vve/contract/enums';
import { describe, expect, it } from 'vitest';
import { resolveMode } from './resolve-mode';

describe('resolveMode', () => {
  it('defaults the roles by app type', () => {
    expect(resolveMode(SUPPLIER_APP, null)).toEqual({ appType: SUPPLIER_APP, roles: ['supplier'] });
    expect(resolveMode(REQUEST_APP, null)).toEqual({ appType: REQUEST_APP, roles: ['owner'] });
    expect(resolveMode('other', null)).toEqual({ appType: 'other', roles: ['owner'] });
  });

  it('keeps the loaded roles', () => {
    expect(resolveMode(REQUEST_APP, ['tenant'])).toEqual({ appType: REQUEST_APP, roles: ['tenant'] });
  });

  it('applies an administrator switch', () => {
    const roles = ['supplier', 'administrator'] as const;
    expect(resolveMode(SUPPLIER_APP, roles, REQUEST_APP)).toEqual({
      appType: REQUEST_APP,
      roles: ['administrator'],
    });
    expect(resolveMode(SUPPLIER_APP, roles, SUPPLIER_APP)).toEqual({
      appType: SUPPLIER_APP,
      roles: ['supplier', 'administrator'],
    });
  });

  it('ignores a switch for others', () => {
    expect(resolveMode(SUPPLIER_APP, ['supplier'], REQUEST_APP)).toEqual({
      appType: SUPPLIER_APP,
      roles: ['supplier'],
    });
  });
});
