import { type TTrendingAthlete, trendingMessages as t } from '@fhp/domain';
import { Anchor, Skeleton, Table } from '@mantine/core';
import { Link } from 'react-router';
import skeletons from '../../../ui/skeleton-group.module.css';
import classes from './trending-table.module.css';

export interface TrendingTableProps {
  /** The tab's name, for the table's caption. */
  label: string;
  athletes: TTrendingAthlete[] | undefined;
  loading: boolean;
}

/**
 * One tab: Athlete ID and Athlete Name, each a link to the athlete's page, most popular first;
 * N/A when nobody is in it.
 */
export function TrendingTable({ label, athletes, loading }: TrendingTableProps) {
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Caption className={classes.caption}>{t.tableCaption(label)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.rank}>{t.rankColumn}</Table.Th>
            <Table.Th className={classes.id}>{t.athleteIdColumn}</Table.Th>
            <Table.Th>{t.athleteNameColumn}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody className={loading && !athletes ? skeletons.group : undefined}>
          {loading && !athletes ? (
            [1, 2, 3].map((n) => (
              <Table.Tr key={n} aria-hidden>
                <Table.Td>
                  <Skeleton h={16} w={20} />
                </Table.Td>
                <Table.Td>
                  <Skeleton h={16} w={60} />
                </Table.Td>
                <Table.Td>
                  <Skeleton h={16} w={160} />
                </Table.Td>
              </Table.Tr>
            ))
          ) : athletes && athletes.length > 0 ? (
            athletes.map((a, i) => {
              // The athlete's public page, as the directory's cards link to it.
              const page = `/athletes/${a.athleteNumber}`;
              return (
                <Table.Tr key={a.athleteNumber}>
                  <Table.Td className={classes.rank}>{i + 1}</Table.Td>
                  <Table.Td className={classes.id}>
                    <Anchor component={Link} to={page}>
                      {a.athleteNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={page}>
                      {`${a.firstName} ${a.lastName}`.trim()}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              );
            })
          ) : (
            <Table.Tr>
              <Table.Td className={classes.rank}>–</Table.Td>
              <Table.Td className={classes.id}>{t.notAvailable}</Table.Td>
              <Table.Td>{t.notAvailable}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
