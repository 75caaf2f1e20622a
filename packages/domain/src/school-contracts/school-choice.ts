import { OTHER_CHOICE } from '../registration/registration.limits';
import type { TContractLevel } from './school-contracts.model';

/**
 * The school pickers of the request page and the contract search: level, state, county or
 * city, school. Each is chosen after the one before it.
 */
export type TSchoolChoice = {
  level: TContractLevel | '';
  state: string;
  /** The city (college) or county (high school). */
  place: string;
  school: string;
};
export type TSchoolChoiceField = keyof TSchoolChoice;

export const EMPTY_SCHOOL_CHOICE: TSchoolChoice = { level: '', state: '', place: '', school: '' };

/**
 * One picker changed, with the spec's resets: a new level clears everything after it, a new
 * state clears the place and school, a new place clears the school, and 'OTHER' as the county
 * or city makes the school 'OTHER' too. Choosing the same value again changes nothing.
 */
export function changeSchoolChoice(
  choice: TSchoolChoice,
  field: TSchoolChoiceField,
  value: string,
): TSchoolChoice {
  if (choice[field] === value) return choice;
  switch (field) {
    case 'level':
      return { ...EMPTY_SCHOOL_CHOICE, level: value as TSchoolChoice['level'] };
    case 'state':
      return { ...choice, state: value, place: '', school: '' };
    case 'place':
      return { ...choice, place: value, school: value === OTHER_CHOICE ? OTHER_CHOICE : '' };
    case 'school':
      return { ...choice, school: value };
  }
}

/** Which pickers can be used yet: each waits for the one before it. */
export function schoolChoiceEnabled(choice: TSchoolChoice) {
  return {
    state: choice.level !== '',
    place: choice.level !== '' && choice.state !== '',
    school: choice.level !== '' && choice.state !== '' && choice.place !== '',
  };
}

export const isSchoolChoiceComplete = (c: TSchoolChoice) =>
  c.level !== '' && c.state !== '' && c.place !== '' && c.school !== '';
