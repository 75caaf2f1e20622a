import { type FAN_BELL_TYPES, GROUP_CHAT_PATHS } from '@fhp/domain';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';
import { tellFan } from '../notifications/tell-fan';

type GroupChatNotice =
  | typeof FAN_BELL_TYPES.groupChatCancelled
  | typeof FAN_BELL_TYPES.groupChatStarting
  | typeof FAN_BELL_TYPES.groupChatSettled;

/**
 * Tells a seat holder, in the transaction that decided it (a cancellation, the reminder, a
 * settlement): bell, e-mail and live bell (`tellFan`).
 */
export async function tellSeatHolder(
  services: AppServices,
  tx: Tx,
  notice: {
    fanUserId: string | null;
    type: GroupChatNotice;
    message: string;
    subject: string;
    data: Record<string, unknown>;
  },
): Promise<void> {
  await tellFan(services, tx, { ...notice, path: GROUP_CHAT_PATHS.fan });
}
