import type { DbOrTx } from '../platform/db/database';
import { createUser } from './factories';

/** A complete, valid shipping address for shop orders in server tests (Miami, Florida). */
export const shopShipping = {
  firstName: 'Ana',
  lastName: 'Diaz',
  state: 'Florida',
  city: 'Miami',
  apartment: '4B',
  address: '1 Ocean Drive',
  postalCode: '33139',
};

/**
 * An athlete the public can see, for the sign a shop order is for: returns their public number
 * (what the order form asks) and their name.
 */
export async function signAthlete(db: DbOrTx) {
  const user = await createUser(db, { firstName: 'Jordan', lastName: 'Rivera' });
  if (!user.athlete) throw new Error('athlete record missing');
  return { number: user.athlete.athleteNumber, name: 'Jordan Rivera', userId: user.id };
}
