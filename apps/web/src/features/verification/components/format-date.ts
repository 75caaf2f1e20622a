import dayjs from 'dayjs';

/** The verification pages' dates: day, short month, year ('5 Mar 2025'). */
export function formatPurchaseDate(iso: string | Date): string {
  return dayjs(iso).format('D MMM YYYY');
}
