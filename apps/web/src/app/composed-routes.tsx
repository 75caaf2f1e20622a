import type { TContestKind } from '@fhp/domain';
import type { RouteObject } from 'react-router';

/**
 * An info page that lists a kind of contest under its title (/contests: sport contests,
 * /talent-contest: brand-ambassador contests), its copy kept below.
 */
const contestListRoute = (
  path: 'contests' | 'talent-contest',
  pageKey: 'contests' | 'talentContest',
  kind: TContestKind,
): RouteObject => ({
  path,
  lazy: async () => {
    const [{ InfoPage }, { OpenContests }] = await Promise.all([
      import('../features/info-pages/pages/info-page'),
      import('../features/contests/components/open-contests'),
    ]);
    return { element: <InfoPage pageKey={pageKey} lead={<OpenContests kind={kind} />} /> };
  },
});

/**
 * Public pages that show another feature's section (a feature does not import another; app/
 * composes them): the /groupChat info page and an athlete's page list the upcoming group chats;
 * the contests' info pages list the contests.
 */
export const composedPublicRoutes: RouteObject[] = [
  contestListRoute('contests', 'contests', 'sport'),
  contestListRoute('talent-contest', 'talentContest', 'brand_ambassador'),
  {
    path: 'groupChat',
    lazy: async () => {
      const [{ InfoPage }, { UpcomingGroupChats }] = await Promise.all([
        import('../features/info-pages/pages/info-page'),
        import('../features/group-chats/components/upcoming-group-chats'),
      ]);
      return {
        element: (
          <InfoPage pageKey="groupChat">
            <UpcomingGroupChats />
          </InfoPage>
        ),
      };
    },
  },
  {
    path: 'athletes/:athleteNumber',
    lazy: async () => {
      const [{ default: AthletePage }, { UpcomingGroupChats }] = await Promise.all([
        import('../features/athlete-page/pages/athlete-page'),
        import('../features/group-chats/components/upcoming-group-chats'),
      ]);
      const sections = (athleteNumber: number) => (
        <UpcomingGroupChats athleteNumber={athleteNumber} />
      );
      return { Component: () => <AthletePage sections={sections} /> };
    },
  },
];

/** The paths above, left out of the features' own route lists. */
export const COMPOSED_PATHS = new Set(composedPublicRoutes.map((route) => route.path));
