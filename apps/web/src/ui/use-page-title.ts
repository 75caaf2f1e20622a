import { shellMessages } from '@fhp/domain';
import { useEffect } from 'react';

/** Sets the browser tab's title for the page: "<title> | FHP". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${shellMessages.brandName}`;
  }, [title]);
}
