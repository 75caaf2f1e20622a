/** Texts of the athlete directory (fans find athletes by name, athlete id, school, sport, state). */
export const directoryMessages = {
  queryInvalid: 'Search for a name or an athlete ID of at most 60 characters.',
  sportInvalid: 'Choose a sport from the list.',
  stateInvalid: 'Choose a state from the list.',
  schoolInvalid: 'Choose a school from the list.',
} as const;
