import { shellMessages } from '../platform/shell.messages';
import { requestedPlacesMessages } from './requested-places.messages';

export type PlaceKind = 'city' | 'sport';
export type PlaceField = 'state' | 'city' | 'college' | 'sport';

/** Labels, headings and hints of the screen, beside the catalogue's messages (spread in). */
export const placesTexts = {
  ...requestedPlacesMessages,
  labels: { state: 'State', city: 'City', college: 'College', sport: 'Sport' } as Record<
    PlaceField,
    string
  >,
  statusColumn: 'Status',
  supportColumn: 'Support',
  statusLabels: { pending: 'Pending', approved: 'Approved', declined: 'Declined' } as Record<
    string,
    string
  >,
  addedByYou: 'Added by you',
  loadMore: shellMessages.loadMore,
  cancel: 'Cancel',
  submit: 'Submit request',
  statePlaceholder: 'Pick a state',
  noStateFound: 'No state found',
  statesLoadFailed: 'States could not be loaded.',
  /**
   * The heart's name: it starts with what the button shows, its count (WCAG 2.5.3, axe
   * label-content-name-mismatch), then what pressing it does.
   */
  supportFor: (name: string, count: number) => `${count}, support ${name}`,
  screens: {
    city: {
      path: '/admin/requested-cities',
      heading: 'Cities athletes asked for',
      intro:
        'Is your city or college missing? Request it here. Tap the heart to support a request; tap it again to take your support back.',
      tableLabel: 'Requested cities',
      addButton: requestedPlacesMessages.addNewCity,
      dialogTitle: requestedPlacesMessages.addNewCity,
      loadFailed: 'Requested cities could not be loaded.',
      /** The form's fields in order (the spec's city request: state, city, sport, college). */
      fields: ['state', 'city', 'college', 'sport'],
      /** The table's columns, the subject first. */
      columns: ['city', 'college', 'state', 'sport'],
    },
    sport: {
      path: '/admin/requested-sports',
      heading: 'Sports athletes asked for',
      intro:
        'Is your sport missing? Request it for your college. Tap the heart to support a request; tap it again to take your support back.',
      tableLabel: 'Requested sports',
      addButton: requestedPlacesMessages.addNewSport,
      dialogTitle: requestedPlacesMessages.addNewSport,
      loadFailed: 'Requested sports could not be loaded.',
      fields: ['sport', 'college', 'state', 'city'],
      columns: ['sport', 'college', 'state', 'city'],
    },
  } satisfies Record<
    PlaceKind,
    {
      path: string;
      heading: string;
      intro: string;
      tableLabel: string;
      addButton: string;
      dialogTitle: string;
      loadFailed: string;
      fields: PlaceField[];
      columns: PlaceField[];
    }
  >,
} as const;
