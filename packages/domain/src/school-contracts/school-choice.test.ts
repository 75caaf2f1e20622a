import { describe, expect, it } from 'vitest';
import {
  changeSchoolChoice,
  EMPTY_SCHOOL_CHOICE,
  isSchoolChoiceComplete,
  schoolChoiceEnabled,
  type TSchoolChoice,
} from './school-choice';

const full: TSchoolChoice = {
  level: 'college',
  state: 'FL',
  place: 'Miami',
  school: 'Miami Dade College',
};

describe('the school pickers', () => {
  it('resets everything after the level when it changes, nothing when it is the same', () => {
    expect(changeSchoolChoice(full, 'level', 'high-school')).toEqual({
      ...EMPTY_SCHOOL_CHOICE,
      level: 'high-school',
    });
    expect(changeSchoolChoice(full, 'level', 'college')).toBe(full);
  });

  it('resets place and school with the state, the school with the place', () => {
    expect(changeSchoolChoice(full, 'state', 'GA')).toEqual({
      level: 'college',
      state: 'GA',
      place: '',
      school: '',
    });
    expect(changeSchoolChoice(full, 'place', 'Tampa')).toEqual({
      ...full,
      place: 'Tampa',
      school: '',
    });
  });

  it('makes the school OTHER when the county or city is OTHER', () => {
    expect(changeSchoolChoice(full, 'place', 'OTHER')).toEqual({
      ...full,
      place: 'OTHER',
      school: 'OTHER',
    });
  });

  it('enables each picker once the one before is chosen', () => {
    expect(schoolChoiceEnabled(EMPTY_SCHOOL_CHOICE)).toEqual({
      state: false,
      place: false,
      school: false,
    });
    expect(schoolChoiceEnabled({ ...EMPTY_SCHOOL_CHOICE, level: 'college' })).toEqual({
      state: true,
      place: false,
      school: false,
    });
    expect(schoolChoiceEnabled({ ...full, school: '' })).toEqual({
      state: true,
      place: true,
      school: true,
    });
    expect(isSchoolChoiceComplete(full)).toBe(true);
    expect(isSchoolChoiceComplete({ ...full, school: '' })).toBe(false);
  });
});
