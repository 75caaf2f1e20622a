import {
  PROFILE_FILE_FIELD,
  profileEndpoints,
  type TAddressUpdateInput,
  type TAthleteProfile,
  type TPayoutEmailChange,
  type TProfileFieldUpdate,
  type TProfileUpdateResponse,
  type TSocialLink,
} from '@fhp/domain';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/profile: every field of the signed-in athlete's profile. */
const profileQuery = queryOptions({
  queryKey: queryKeys.profile.all,
  queryFn: ({ signal }) => callApi(profileEndpoints.read, {}, { signal }),
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** Starts GET /api/profile before the page renders (its route's handle). */
export function prefetchProfile(client: QueryClient): void {
  void client.prefetchQuery(profileQuery);
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
    callApi(profileEndpoints.updateField, { body: update }),
  );

/** PUT /api/profile/address (the server clears the school contract link). */
export const useAddressMutation = () =>
  useProfileMutation((address: TAddressUpdateInput) =>
    callApi(profileEndpoints.updateAddress, { body: address }),
  );

/**
 * PUT /api/profile/payout-email with the current password. The withdraw page shows the payout
 * address (the wallet's queries), so they are refreshed too.
 */
export function usePayoutEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: TPayoutEmailChange) =>
      applyUpdate(queryClient, await callApi(profileEndpoints.changePayoutEmail, { body: change })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}

/** PUT /api/profile/social-media: the whole table. */
export const useSocialMediaMutation = () =>
  useProfileMutation((socialMedia: TSocialLink[]) =>
    callApi(profileEndpoints.updateSocialMedia, { body: { socialMedia } }),
  );

/** PUT /api/profile/teammates: up to 3 athlete IDs. */
export const useTeammatesMutation = () =>
  useProfileMutation((teammates: string[]) =>
    callApi(profileEndpoints.updateTeammates, { body: { teammates } }),
  );

/** PUT /api/profile/rating-visibility. */
export const useRatingVisibilityMutation = () =>
  useProfileMutation((show: boolean) =>
    callApi(profileEndpoints.updateRatingVisibility, { body: { show } }),
  );

/** POST /api/profile/ip-contract: the offer's Yes. */
export const useIpContractMutation = () =>
  useProfileMutation((_: undefined) =>
    callApi(profileEndpoints.acceptIpContract, { body: { accept: true } }),
  );

export type TProfileImage = 'photo' | 'qrCode';
const IMAGE_ENDPOINT = {
  photo: profileEndpoints.replacePhoto,
  qrCode: profileEndpoints.replaceQrCode,
} as const;

/** POST the new photo or QR code (multipart `file`); the server deletes the old file. */
export const useImageMutation = (which: TProfileImage) =>
  useProfileMutation((file: File) => {
    const body = new FormData();
    body.append(PROFILE_FILE_FIELD, file);
    return callApi(IMAGE_ENDPOINT[which], { body });
  });
