import {
  PROFILE_FILE_FIELD,
  type TAddressUpdateInput,
  type TAthleteProfile,
  type TProfileFieldUpdate,
  type TProfileUpdateResponse,
  type TSocialLink,
  ZAthleteProfile,
  ZProfileUpdateResponse,
} from '@fhp/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { postMultipart } from '../../../lib/upload';

/** GET /api/profile: every field of the signed-in athlete's profile. */
export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile.all,
    queryFn: ({ signal }) => api.get('/api/profile', ZAthleteProfile, { signal }),
  });
}

/**
 * Every write answers its message and the whole updated profile: the screen shows it at once,
 * and /api/me (name, sport, state and chat rate in the shell) is refreshed.
 */
function applyUpdate(queryClient: QueryClient, response: TProfileUpdateResponse) {
  queryClient.setQueryData<TAthleteProfile>(queryKeys.profile.all, response.profile);
  void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  return response.message;
}

function useProfileMutation<V>(send: (variables: V) => Promise<TProfileUpdateResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => applyUpdate(queryClient, await send(variables)),
  });
}

/** PATCH /api/profile: one field, with that field's own success message. */
export const useFieldMutation = () =>
  useProfileMutation((update: TProfileFieldUpdate) =>
    api.patch('/api/profile', update, ZProfileUpdateResponse),
  );

/** PUT /api/profile/address (the server clears the school contract link). */
export const useAddressMutation = () =>
  useProfileMutation((address: TAddressUpdateInput) =>
    api.put('/api/profile/address', address, ZProfileUpdateResponse),
  );

/** PUT /api/profile/social-media: the whole table. */
export const useSocialMediaMutation = () =>
  useProfileMutation((socialMedia: TSocialLink[]) =>
    api.put('/api/profile/social-media', { socialMedia }, ZProfileUpdateResponse),
  );

/** PUT /api/profile/teammates: up to 3 athlete IDs. */
export const useTeammatesMutation = () =>
  useProfileMutation((teammates: string[]) =>
    api.put('/api/profile/teammates', { teammates }, ZProfileUpdateResponse),
  );

/** PUT /api/profile/rating-visibility. */
export const useRatingVisibilityMutation = () =>
  useProfileMutation((show: boolean) =>
    api.put('/api/profile/rating-visibility', { show }, ZProfileUpdateResponse),
  );

/** POST /api/profile/ip-contract: the offer's Yes. */
export const useIpContractMutation = () =>
  useProfileMutation((_: undefined) =>
    api.post('/api/profile/ip-contract', { accept: true }, ZProfileUpdateResponse),
  );

export type TProfileImage = 'photo' | 'qrCode';
const IMAGE_PATH: Record<TProfileImage, string> = {
  photo: '/api/profile/photo',
  qrCode: '/api/profile/qr-code',
};

/** POST the new photo or QR code (multipart `file`); the server deletes the old file. */
export const useImageMutation = (which: TProfileImage) =>
  useProfileMutation((file: File) => {
    const body = new FormData();
    body.append(PROFILE_FILE_FIELD, file);
    return postMultipart(IMAGE_PATH[which], body, ZProfileUpdateResponse);
  });
