/** Requested cities and sports screens (spec part 1, sections 2 and 5). */
export const requestedPlacesMessages = {
  addNewCity: 'Add New City',
  addNewSport: 'Add New Sport',
  stateRequired: 'Please select a state',
  cityRequired: 'Please enter a city',
  collegeRequired: 'Please enter a college',
  sportRequired: 'Please enter a sport',
  tooLong: 'Please use at most 100 characters',
  cityRequested: 'City requested successfully',
  sportRequested: 'Sport requested successfully',
  supportAdded: 'Thanks for your support',
  supportRemoved: 'Support removed',
  empty: 'No requests yet.',
  pending: 'pending',
} as const;
