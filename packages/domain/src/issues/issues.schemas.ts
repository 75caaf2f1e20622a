import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { ISSUE_MESSAGE_MAX_LENGTH, ISSUE_STATUSES } from './issues.limits';
import { issuesMessages as m } from './issues.messages';

/** Create and edit body. */
export const ZIssueRequest = z.object({
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, m.messageRequired)
    .max(ISSUE_MESSAGE_MAX_LENGTH, m.messageTooLong),
});
export type TIssueRequest = z.infer<typeof ZIssueRequest>;

export const ZIssueItem = z.object({
  id: z.uuid(),
  issueNumber: z.number().int(),
  message: z.string(),
  status: z.enum(ISSUE_STATUSES),
  createdAt: z.iso.datetime(),
});
export type TIssueItem = z.infer<typeof ZIssueItem>;
export const ZIssuesQuery = ZPageQuery;
export const ZIssuesPage = pageOf(ZIssueItem);
export type TIssuesPage = z.infer<typeof ZIssuesPage>;
export const ZIssueResponse = z.object({ message: z.string(), issue: ZIssueItem });
export const ZIssueDeleteResponse = z.object({ message: z.string() });
