import { ConsoleContestPage } from '../../features/console-contests/pages/console-contest-page';
import { ContestBoardTabs } from '../../features/contests/components/contest-board';

/**
 * /console/contests/:id, composed here: the console's contest page draws its leaderboard with
 * the contests feature's board tables (features do not import each other).
 */
export default function ConsoleContestRoute() {
  return <ConsoleContestPage BoardView={ContestBoardTabs} />;
}
