import { describe, expect, it } from 'vitest';
import { assertPublicHttps, isPrivateAddress } from '../../server/modules/sso/outbound-guard.ts';
import { mappedRole } from '../../server/modules/sso/sso-settings.ts';
import { parsePatch } from '../../server/modules/sso/scim-resource.ts';
import { ROLE } from '../../common/roles.ts';

// The pieces of single sign-on that need no server: the SSRF guard, the group→role rule and SCIM's PatchOp forms
// (its sealed client secret is the one secret box of tests/unit/secret-box.test.ts).

describe('SSRF guard', () => {
  it('counts loopback, private, link-local, CGNAT, unique-local and mapped addresses as not public', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '0.0.0.0', 'not-an-ip']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses http and private addresses', async () => {
    await expect(assertPublicHttps(new URL('http://8.8.8.8/'))).rejects.toThrow(/https/);
    await expect(assertPublicHttps(new URL('https://127.0.0.1/'))).rejects.toThrow(/public address/);
    await expect(assertPublicHttps(new URL('https://[::1]/'))).rejects.toThrow(/public address/);
    await expect(assertPublicHttps(new URL('https://8.8.8.8/'))).resolves.toBeUndefined();
  });
});

describe('group → role', () => {
  const table = [
    { groupName: 'staff', role: ROLE.USER },
    { groupName: 'leads', role: ROLE.SUPER_USER },
    { groupName: 'it', role: ROLE.CLIENT_ADMIN },
    { groupName: 'sneaky', role: ROLE.ADMIN },
  ];
  it('gives the mapped role with the most rights, never a provider role, and nothing for unmapped groups', () => {
    expect(mappedRole(['staff', 'leads'], table)).toBe(ROLE.SUPER_USER);
    expect(mappedRole(['staff', 'it', 'leads'], table)).toBe(ROLE.CLIENT_ADMIN);
    expect(mappedRole(['sneaky'], table)).toBeNull();
    expect(mappedRole(['sneaky', 'staff'], table)).toBe(ROLE.USER);
    expect(mappedRole([], table)).toBeNull();
  });
});

describe('SCIM PatchOp', () => {
  it("reads Entra ID's and Okta's forms and refuses what it does not support", () => {
    expect(parsePatch({ Operations: [{ op: 'Replace', path: 'active', value: 'False' }] })).toEqual({ active: false });
    expect(parsePatch({ Operations: [{ op: 'replace', value: { active: true, displayName: 'New Name' } }] })).toEqual({ active: true, name: 'New Name' });
    expect(parsePatch({ Operations: [{ op: 'add', path: 'name', value: { givenName: 'Ada', familyName: 'Lovelace' } }] })).toEqual({ name: 'Ada Lovelace' });
    expect(() => parsePatch({ Operations: [{ op: 'remove', path: 'active' }] })).toThrow(/Unsupported op/);
    expect(() => parsePatch({ Operations: [{ op: 'replace', path: 'password', value: 'x' }] })).toThrow(/Unsupported path/);
    expect(() => parsePatch({ Operations: [] })).toThrow();
  });
});
