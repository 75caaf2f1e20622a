import type { RouteObject } from 'react-router';

/**
 * Public pages that show another feature's section (a feature does not import another; app/
 * composes them): the /groupChat info page and an athlete's page list the upcoming group chats.
 */
export const composedPublicRoutes: RouteObject[] = [
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
