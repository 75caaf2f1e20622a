import { z } from 'zod';

/** News suggestions (spec part 2: "A page for sending suggestions, with a type and remarks"). */
export const NEWS_SUGGESTION_TYPES = [
  { value: 'news', label: 'News story' },
  { value: 'athlete', label: 'Athlete spotlight' },
  { value: 'school', label: 'School or team update' },
  { value: 'event', label: 'Event or contest' },
  { value: 'feature', label: 'Idea for FHP' },
  { value: 'other', label: 'Other' },
] as const;
export type TNewsSuggestionType = (typeof NEWS_SUGGESTION_TYPES)[number]['value'];

export const NEWS_SUGGESTION_REMARKS_MIN = 10;
export const NEWS_SUGGESTION_REMARKS_MAX = 2000;
/** Per address, per process: a brake on scripted e-mail to the operators. */
export const NEWS_SUGGESTION_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
/** A stored suggestion's states: the operators approve or decline it in the console. */
export const NEWS_SUGGESTION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TNewsSuggestionStatus = (typeof NEWS_SUGGESTION_STATUSES)[number];

export const newsSuggestionsMessages = {
  title: 'News Suggestions',
  intro:
    'Seen something FHP Updates & News should cover? An athlete to spotlight, a school event, an idea? Tell our editors.',
  typeLabel: 'Type of suggestion',
  typePlaceholder: 'Choose a type',
  remarksLabel: 'Remarks',
  remarksPlaceholder: 'What should we write about, and why?',
  emailLabel: 'Your e-mail (optional)',
  emailDescription: 'Only if you would like an answer.',
  submit: 'Send Suggestion',
  typeRequired: 'Please choose a suggestion type',
  remarksRequired: 'Please write your suggestion',
  remarksTooShort: `Please write at least ${NEWS_SUGGESTION_REMARKS_MIN} characters`,
  remarksTooLong: `Please keep your suggestion under ${NEWS_SUGGESTION_REMARKS_MAX} characters`,
  emailInvalid: 'Please enter a valid email',
  sent: 'Suggestion sent successfully!',
  sentBody: 'Thank you. Our editors read every suggestion.',
  sendAnother: 'Send another suggestion',
  sendFailed: 'Your suggestion could not be sent. Please try again later.',
  emailSubject: 'News Suggestion',
} as const;

const m = newsSuggestionsMessages;
const typeValues = NEWS_SUGGESTION_TYPES.map((t) => t.value) as [
  TNewsSuggestionType,
  ...TNewsSuggestionType[],
];

export const ZNewsSuggestionRequest = z.object({
  type: z.enum(typeValues, { error: m.typeRequired }),
  remarks: z
    .string({ error: m.remarksRequired })
    .trim()
    .min(1, m.remarksRequired)
    .min(NEWS_SUGGESTION_REMARKS_MIN, m.remarksTooShort)
    .max(NEWS_SUGGESTION_REMARKS_MAX, m.remarksTooLong),
  email: z
    .union([z.literal(''), z.email({ error: m.emailInvalid }).max(254, m.emailInvalid)])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
});
export type TNewsSuggestionRequest = z.input<typeof ZNewsSuggestionRequest>;

export const ZNewsSuggestionResponse = z.object({ message: z.string() });

export function newsSuggestionTypeLabel(type: TNewsSuggestionType): string {
  return NEWS_SUGGESTION_TYPES.find((t) => t.value === type)?.label ?? type;
}

/** The operators' e-mail: subject and plain text with the type and remarks. */
export function newsSuggestionEmail(input: {
  type: TNewsSuggestionType;
  remarks: string;
  email?: string;
}): { subject: string; text: string } {
  const label = newsSuggestionTypeLabel(input.type);
  return {
    subject: `${m.emailSubject}: ${label}`,
    text: [
      `Type: ${label}`,
      `Reply to: ${input.email ?? 'not given'}`,
      '',
      'Remarks:',
      input.remarks,
    ].join('\n'),
  };
}
