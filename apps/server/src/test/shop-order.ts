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
