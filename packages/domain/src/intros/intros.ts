import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';

/**
 * The panel's intro screens that show tips until Continue (spec part 2, section 4). Continue is
 * remembered per athlete on the server, so the intro does not come back on another device.
 */
export const INTRO_KEYS = ['seasonal-badges', 'talking-badges', 'mementos'] as const;
export type TIntroKey = (typeof INTRO_KEYS)[number];

export const ZIntroParams = z.object({
  key: z.enum(INTRO_KEYS, { error: 'There is no such intro.' }),
});
export const ZIntrosSeen = z.object({ seen: z.array(z.enum(INTRO_KEYS)) });
export type TIntrosSeen = z.infer<typeof ZIntrosSeen>;

export const introEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/intros',
    access: ['athlete'],
    tags: ['intros'],
    summary: 'The intro screens I have continued past',
    response: ZIntrosSeen,
  }),
  markSeen: defineEndpoint({
    method: 'PUT',
    path: '/api/intros/:key',
    access: ['athlete'],
    tags: ['intros'],
    summary: 'Continue: the intro is not shown again, on any device',
    params: ZIntroParams,
    response: ZIntrosSeen,
  }),
};
