import { messages, type TAthleteProfile, profileTexts as t } from '@fhp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockReference } from '../../../test/reference';
import { callsTo, field, renderPage, setupUser } from '../../../test/render';
import { profileFixture, updated } from '../test-data';
import { AddressCard } from './address-card';
import { addressDraftOf } from './address-editor';

const r = messages.registration;
const m = messages.profile;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard(profile: TAthleteProfile = profileFixture()) {
  const spy = mockReference({
    'PUT /api/profile/address': updated(m.profileUpdated, profile),
  });
  renderPage(<AddressCard profile={profile} />);
  return spy;
}

const updateButton = () => screen.getByRole('button', { name: t.update });
const selectInput = (label: string) => screen.getByLabelText(field(label), { selector: 'input' });

async function pickOption(user: ReturnType<typeof setupUser>, label: string, option: string) {
  await user.click(selectInput(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openEditor() {
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: t.editAddress }));
  await waitFor(() => expect(selectInput(t.stateLabel)).toHaveValue('Florida'));
  return user;
}

describe('address editor', () => {
  it('shows the address in view mode', () => {
    renderCard();
    expect(screen.getByText('College')).toBeVisible();
    expect(screen.getByText('Florida')).toBeVisible();
    expect(screen.getByText('Miami')).toBeVisible();
    expect(screen.getByText('Barry University')).toBeVisible();
  });

  it('enables Update only when a school is set and something changed', async () => {
    const spy = renderCard();
    const user = await openEditor();
    expect(updateButton()).toBeDisabled();
    // A different city clears the school: still nothing to send.
    await pickOption(user, t.cityLabel, 'Tampa');
    expect(selectInput(r.collegeLabel)).toHaveValue('');
    expect(updateButton()).toBeDisabled();
    await pickOption(user, r.collegeLabel, 'Barry University');
    expect(updateButton()).toBeEnabled();
    await user.click(updateButton());
    expect(await screen.findByText(m.profileUpdated)).toBeVisible();
    expect(callsTo(spy, 'PUT /api/profile/address')[0]?.body).toEqual({
      athleteType: 'College',
      state: 'FL',
      city: 'Tampa',
      school: 'Barry University',
    });
    // Back to view mode.
    expect(screen.getByRole('button', { name: t.editAddress })).toBeVisible();
  });

  it('clears state, place and school when the athlete type changes', async () => {
    renderCard();
    const user = await openEditor();
    await user.click(screen.getByRole('radio', { name: r.athleteTypeHighSchool }));
    expect(selectInput(t.stateLabel)).toHaveValue('');
    expect(screen.queryByLabelText(field(t.cityLabel), { selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText(field(r.collegeLabel), { selector: 'input' })).toBeNull();
    expect(updateButton()).toBeDisabled();
    // High school: a county, then a school.
    await pickOption(user, t.stateLabel, 'Florida');
    await pickOption(user, t.countyLabel, 'Alachua County');
    expect(updateButton()).toBeDisabled();
    await pickOption(user, r.highSchoolLabel, 'Gainesville High School');
    expect(updateButton()).toBeEnabled();
  });

  it("takes the 'Other' path: state OTHER skips city and school and asks for the name", async () => {
    const spy = renderCard();
    const user = await openEditor();
    await pickOption(user, t.stateLabel, r.otherOption);
    expect(screen.queryByLabelText(field(t.cityLabel), { selector: 'input' })).toBeNull();
    const name = screen.getByLabelText(field(r.instituteNameLabel));
    expect(updateButton()).toBeDisabled();
    await user.type(name, 'Far Away College');
    expect(updateButton()).toBeEnabled();
    await user.click(updateButton());
    await screen.findByText(m.profileUpdated);
    expect(callsTo(spy, 'PUT /api/profile/address')[0]?.body).toEqual({
      athleteType: 'College',
      state: 'OTHER',
      school: 'OTHER',
      instituteName: 'Far Away College',
    });
  });

  it("'OTHER' as city sets school to OTHER and asks for the name", async () => {
    renderCard();
    const user = await openEditor();
    await pickOption(user, t.cityLabel, r.otherOption);
    expect(screen.queryByLabelText(field(r.collegeLabel), { selector: 'input' })).toBeNull();
    expect(screen.getByLabelText(field(r.instituteNameLabel))).toBeVisible();
  });

  it('starts a typed school on the Other path', () => {
    expect(
      addressDraftOf(profileFixture({ newInstitute: true, schoolName: 'My College' })),
    ).toMatchObject({ school: 'OTHER', instituteName: 'My College' });
  });

  it('cancels without sending', async () => {
    const spy = renderCard();
    const user = await openEditor();
    await pickOption(user, t.cityLabel, 'Tampa');
    await user.click(screen.getByRole('button', { name: t.cancel }));
    expect(screen.getByText('Miami')).toBeVisible();
    expect(callsTo(spy, 'PUT /api/profile/address')).toHaveLength(0);
  });
});
