import type { TRole } from '@fhp/domain';

/** The demo accounts from DESIGN.md; the README lists the same table. */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  key: string;
  email: string;
  password: string;
  role: TRole;
  firstName: string;
  lastName: string;
  isManager?: boolean;
  blocked?: boolean;
}> = [
  {
    key: 'athlete',
    email: 'athlete@example.com',
    password: 'Athlete123!',
    role: 'athlete',
    firstName: 'Jordan',
    lastName: 'Rivera',
  },
  {
    key: 'athlete2',
    email: 'athlete2@example.com',
    password: 'Athlete123!',
    role: 'athlete',
    firstName: 'Maya',
    lastName: 'Chen',
  },
  {
    key: 'blocked',
    email: 'blocked@example.com',
    password: 'Athlete123!',
    role: 'athlete',
    firstName: 'Blake',
    lastName: 'Stone',
    blocked: true,
  },
  {
    key: 'fan',
    email: 'fan@example.com',
    password: 'Fan12345!',
    role: 'fan',
    firstName: 'Frankie',
    lastName: 'Fanning',
  },
  {
    key: 'manager',
    email: 'manager@example.com',
    password: 'Manager123!',
    role: 'fan',
    firstName: 'Morgan',
    lastName: 'Manley',
    isManager: true,
  },
  {
    key: 'school',
    email: 'school@example.com',
    password: 'School123!',
    role: 'school-admin',
    firstName: 'Sam',
    lastName: 'Principal',
  },
  {
    key: 'admin',
    email: 'admin@example.com',
    password: 'Admin123!',
    role: 'admin',
    firstName: 'Alex',
    lastName: 'Operator',
  },
];
