/** Roles by user_type (spec §6). */
export const ROLE = {
  ADMIN: 1,
  IPA_USER: 2,
  CLIENT_ADMIN: 3,
  USER: 4,
  SUPER_USER: 5,
  POWER_USER: 6,
} as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_LABELS: Record<Role, string> = {
  1: 'Admin',
  2: 'IPA User',
  3: 'Client Admin',
  4: 'User',
  5: 'Super User',
  6: 'Power User',
};

export const ALL_ROLES: readonly Role[] = [1, 2, 3, 4, 5, 6];

export function isRole(value: number): value is Role {
  return value >= 1 && value <= 6 && Number.isInteger(value);
}

